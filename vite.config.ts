import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { checkBuildEnv } from './scripts/check-env.mjs';
import { DEMO_WORKER_FILE, readDemoWorker } from './scripts/demo-worker.mjs';
import { precompressDir, servePrecompressed } from './scripts/precompress.mjs';

/** msw's cookie store, replaced in the site's demo backend by src/mocks/cookieStore.ts. */
function lightMswCookieStore(): Plugin {
  const stub = fileURLToPath(new URL('./src/mocks/cookieStore.ts', import.meta.url));
  return {
    name: 'light-msw-cookie-store',
    enforce: 'pre',
    // The tests run msw in Node with its own cookie store.
    apply: (_config, { mode }) => mode !== 'test',
    resolveId(source, importer) {
      const fromMsw = importer?.replace(/\\/g, '/').includes('/node_modules/msw/lib/core/');
      return fromMsw && source.endsWith('/cookieStore.mjs') ? stub : null;
    },
  };
}

/** A build with a backend host and no upload or email settings fails (scripts/check-env.mjs). */
function productionEnvComplete(): Plugin {
  return {
    name: 'production-env-complete',
    apply: 'build',
    // config.env: the VITE_* variables of the .env files and the environment, as the app reads them.
    configResolved: (config) => checkBuildEnv(config.env),
  };
}

/** The demo backend's service worker (scripts/demo-worker.mjs): served in dev, written into demo builds. */
function demoServiceWorker(): Plugin {
  let demo = true;
  return {
    name: 'demo-service-worker',
    configResolved(config) {
      demo = !config.env.VITE_API_HOST;
    },
    configureServer(server) {
      server.middlewares.use(`/${DEMO_WORKER_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readDemoWorker());
      });
    },
    generateBundle() {
      if (demo) this.emitFile({ type: 'asset', fileName: DEMO_WORKER_FILE, source: readDemoWorker() });
    },
  };
}

/**
 * The splash (index.html and its stylesheet) is what a visitor sees for the first 2 seconds, so it
 * gets the connection first: the app's scripts load at low priority behind it.
 */
function scriptsBehindSplash(): Plugin {
  return {
    name: 'scripts-behind-splash',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * Brotli and gzip copies of the built files, made once at the highest settings, and sent by
 * `vite preview` as nginx sends them in production (scripts/precompress.mjs).
 */
function precompressed(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompressed',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (this.environment.config.command === 'build') precompressDir(outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use(servePrecompressed(outDir));
    },
  };
}

/**
 * The favicon goes into index.html as a data URL: the browser asks for it at once, and as a file
 * it took one of the six connections the page's first files need (public/brand/favicon.svg stays
 * the one source).
 */
function inlineFavicon(): Plugin {
  const href = '/brand/favicon.svg';
  return {
    name: 'inline-favicon',
    apply: 'build',
    transformIndexHtml: (html) => {
      const svg = readFileSync(fileURLToPath(new URL(`./public${href}`, import.meta.url)), 'utf8').trim();
      // Only what a URL in a double-quoted attribute cannot hold is escaped (the SVG's quotes turn single).
      const data = svg.replace(/"/g, "'").replace(/[%#<>{}\s]/g, (c) => encodeURIComponent(c));
      return html.replace(`href="${href}"`, `href="data:image/svg+xml,${data}"`);
    },
  };
}

/**
 * main.tsx loads the app (src/app/renderApp.tsx) with a dynamic import, so that it can run before
 * the framework has arrived; index.html still asks for the app's files at once.
 */
function appFilesUpFront(): Plugin {
  return {
    name: 'app-files-up-front',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const chunks = new Map(
          Object.values(bundle ?? {}).flatMap((file) =>
            file.type === 'chunk' ? [[file.fileName, file]] : [],
          ),
        );
        const app = [...chunks.values()].find((chunk) =>
          chunk.facadeModuleId?.replace(/\\/g, '/').endsWith('/src/app/renderApp.tsx'),
        );
        if (!app) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          chunks.get(fileName)?.imports.forEach(visit);
        };
        visit(app.fileName);
        // The biggest first: the framework takes longest, and nothing of the app runs without it.
        const size = (fileName: string) => chunks.get(fileName)?.code.length ?? 0;
        const links = [...files]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .sort((a, b) => size(b) - size(a))
          .map(
            (fileName) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${fileName}">`,
          );
        return html.replace(/(<script type="module"[^>]*><\/script>)/, `$1\n    ${links.join('\n    ')}`);
      },
    },
  };
}

/*
 * How the build splits code. Lighthouse's mobile link pays a round trip for each file, and the
 * default split gave a public page about thirty small ones; these groups make it a few:
 * - the entry keeps what main.tsx imports (BOOT), so that it runs without waiting for the framework;
 * - framework: React, the router and React Query, which every page needs;
 * - api: the features' backend calls, framework-free, so the entry can ask for a page's data early;
 * - client: what the first backend call loads (axios, zod/mini, the parsers and schemas);
 * - site: modules two or more routes share, but never admin-only ones (ADMIN_ONLY), so the public
 *   site downloads no admin code.
 * `includeDependenciesRecursively: false` keeps a captured module's imports (the session, config)
 * where they are, in the entry, instead of pulling them after it.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/;
/** What the entry (main.tsx) imports stays in the entry's file, so that it waits for no other. */
const BOOT =
  /[\\/]src[\\/](app[\\/](publicPages|routePreload|splash)|config[\\/](paths|constants)|lib[\\/](loadClient|fetchEarly|preloadImage|url|pathPart))\.|vite[\\/]preload-helper/;
/**
 * The features' backend calls and the framework-free modules they and the client import (session,
 * errors, env, kept drafts, record ids, the input limits): one small file without the framework, so the entry can
 * call early.
 */
const API =
  /[\\/]src[\\/](features[\\/][^\\/]+[\\/]api|lib[\\/](session|errors|draft|recordId)|config[\\/](env|limits))\./;
const CLIENT =
  /[\\/]src[\\/](lib[\\/](parse|http|adminInfo|zodConfig)|features[\\/][^\\/]+[\\/]schema)\.|[\\/]node_modules[\\/](axios|zod[\\/]v4[\\/](core|mini))[\\/]/;
/** zod's JSON Schema support: only the admin forms' full zod uses it, so it stays with them. */
const ADMIN_ZOD = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema[^\\/]*)\./;
/** Admin code, including the form widgets only admin pages use. */
const ADMIN_ONLY = /[\\/](admin|layouts[\\/]AdminLayout|ImagePicker|ChipInput|UrlTextInput|values)[\\/.]/;
const SITE =
  /[\\/]src[\\/](components|lib|config|layouts[\\/]public|pages|features[\\/][^\\/]+[\\/](hooks|api|components))[\\/.]/;
/**
 * Loaded with the first request (lib/loadClient.ts) or the first e-mail, not with the page; the
 * files a download saves with, only by the pages that save files (the gallery, job applications).
 */
const DEFERRED = /[\\/]src[\\/]lib[\\/](parse|http|zodConfig|deadline|email|saveFile|upload)\./;
function isSiteShared(id: string): boolean {
  return SITE.test(id) && !ADMIN_ONLY.test(id) && !DEFERRED.test(id) && !BOOT.test(id) && !API.test(id);
}

export default defineConfig({
  plugins: [
    productionEnvComplete(),
    lightMswCookieStore(),
    demoServiceWorker(),
    scriptsBehindSplash(),
    appFilesUpFront(),
    inlineFavicon(),
    precompressed(),
    react(),
    tailwindcss(),
  ],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: FRAMEWORK,
              priority: 20,
            },
            {
              name: 'api',
              test: API,
              includeDependenciesRecursively: false,
              priority: 12,
            },
            {
              // What the first backend call loads (lib/loadClient.ts): one file, not ten.
              name: 'client',
              test: (id) => CLIENT.test(id) && !ADMIN_ZOD.test(id),
              includeDependenciesRecursively: false,
              priority: 15,
            },
            {
              name: 'site',
              test: (id) => isSiteShared(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
              priority: 10,
            },
          ],
        },
      },
    },
    sourcemap: false,
    // The demo backend's seed images are in public/; nothing else needs inlining.
    assetsInlineLimit: 2048,
  },
  test: {
    environment: 'jsdom',
    globals: false,
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 15_000,
    // A busy CI machine can miss a timing by a hair; npm test names any test that needed the retry.
    retry: process.env.CI === 'true' ? 1 : 0,
    pool: 'threads',
    benchmark: { include: ['tests/bench/**/*.bench.ts'] },
  },
});
