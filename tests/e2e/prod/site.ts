/**
 * The production build the e2e suite and `npm run bench` serve behind nginx: real, distinct hosts
 * for the backend, the image host's upload endpoint, the email service and the files, all played by
 * the fake backend (./backend.ts) on loopback ports.
 */
import { spawnSync } from 'node:child_process';

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
  };
}

/** Builds the site for production (React's production build, no demo code) into `outDir`. */
export function buildProduction(outDir: string, env: Record<string, string>): void {
  const clean: Record<string, string | undefined> = { ...process.env };
  // Only the given hosts: a VITE_* of the caller's shell must not leak into this build.
  for (const key of Object.keys(clean)) if (key.startsWith('VITE_')) delete clean[key];
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...clean, ...env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error(`The production build into ${outDir} failed`);
}
