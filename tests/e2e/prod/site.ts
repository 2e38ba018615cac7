/**
 * The production build the e2e suite and `npm run bench` serve behind nginx: real, distinct hosts
 * for the backend, the image host's upload endpoint, the email service and the files, all played by
 * the fake backend (./backend.ts) on loopback ports.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface ProductionPorts {
  /** nginx, serving the site. */
  site: number;
  /** The backend (/real-estate). */
  api: number;
  /** Where stored files come from (VITE_FILES_ORIGIN). */
  files: number;
  /** The image host's upload endpoint. */
  upload: number;
  /** The email service. */
  email: number;
}

/** Ports from a base: the site on base, the services on the next four. */
export const portsFrom = (base: number): ProductionPorts => ({
  site: base,
  api: base + 1,
  files: base + 2,
  upload: base + 3,
  email: base + 4,
});

const loopback = (port: number) => `http://127.0.0.1:${port}`;

/** The public address the production build is made for (not where the tests serve it). */
export const SITE_URL = 'https://www.kalinga-habitats.example';

/** The build environment of a production site whose services are the fake backend on `ports`. */
export function productionEnv(ports: ProductionPorts): Record<string, string> {
  return {
    VITE_API_HOST: loopback(ports.api),
    VITE_UPLOAD_URL: `${loopback(ports.upload)}/v1_1/kalinga/upload`,
    VITE_UPLOAD_PRESET_PROPERTIES: 'kalinga_properties',
    VITE_UPLOAD_PRESET_LANDS: 'kalinga_lands',
    VITE_UPLOAD_PRESET_RESUMES: 'kalinga_resumes',
    VITE_EMAIL_URL: `${loopback(ports.email)}/api/v1.0/email/send`,
    VITE_EMAIL_SERVICE_ID: 'service_e2e',
    VITE_EMAIL_TEMPLATE_ID: 'template_e2e',
    VITE_EMAIL_USER_ID: 'user_e2e',
    VITE_FILES_ORIGIN: loopback(ports.files),
    // The files origin plays Cloudinary's delivery (./imageHost.ts), which resizes by address.
    VITE_IMAGE_CDN: 'cloudinary',
    // Where the site is published: its canonical URLs, Open Graph tags and sitemap name it.
    VITE_SITE_URL: SITE_URL,
  };
}

/**
 * Builds the site with React Router (react-router.config.ts) into `buildDir`, with exactly the given
 * VITE_* settings (none of the caller's shell), as React's production build. Answers the folder
 * the web server serves: `${buildDir}/client`. `args` go to `react-router build`. Asynchronous: the build reads the listings from a
 * backend that may run in this very process.
 */
export async function buildSite(
  buildDir: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<string> {
  const clean: Record<string, string | undefined> = { ...process.env };
  for (const key of Object.keys(clean)) if (key.startsWith('VITE_')) delete clean[key];
  const build = spawn('npx', ['react-router', 'build', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...clean, ...env, BUILD_DIR: buildDir, NODE_ENV: 'production' },
  });
  const status = await new Promise<number | null>((resolve) => build.on('close', resolve));
  if (status !== 0) throw new Error(`The build into ${buildDir} failed`);
  return `${buildDir}/client`;
}

/**
 * With E2E_SKIP_BUILD set, the build an earlier run left in `buildDir` (its client folder), for a
 * run of one file against the build it has; undefined when the variable is unset or there is no
 * such build. A reused build is as old as the run that made it: unset the variable after changing
 * the app.
 */
export function earlierBuild(buildDir: string): string | undefined {
  const client = `${buildDir}/client`;
  if (!process.env.E2E_SKIP_BUILD || !existsSync(`${client}/index.html`)) return undefined;
  console.log(`E2E_SKIP_BUILD: serving the earlier build in ${client}`);
  return client;
}
