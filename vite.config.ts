import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BUILD_DIRECTORY } from './scripts/build-dir.mjs';
import { SRC_ALIAS } from './scripts/src-alias.mjs';
import { routeTreeChunkGroups } from './scripts/chunk-groups.mjs';
import { messagesFilePrefix } from './scripts/static-pages.mjs';
import { checkBuildEnv } from './scripts/check-env.mjs';
import { DEV_PREBUNDLED } from './scripts/dev-deps.mjs';
import { DEMO_WORKER_FILE, readDemoWorker } from './scripts/demo-worker.mjs';
import { servePrecompressed } from './scripts/precompress.mjs';
import { filesNeedingIsolation } from './scripts/test-isolation.mjs';

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

/**
 * The browser's copy of React Router is its production build. The package's exports name only its
 * development build, for every condition (a known upstream issue), so a build would ship its dev
 * warnings and checks; the production files beside it are the same API without them.
 */
function productionReactRouter(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const files: Record<string, string> = {
    'react-router': path.join(dist, 'index.mjs'),
    'react-router/dom': path.join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'production-react-router',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => files[source] ?? null,
  };
}

/**
 * React Compiler memoises the site's components, so a change of state re-renders what it changed
 * and not the page around it (docs/decisions/0081-react-compiler.md). The site's own code only:
 * its tests are written as they run. Modules that use react-hook-form opt out ('use no memo').
 * Left as written: the modules directly in src/app (the document, its providers and guards, a
 * card's listing actions), the layouts and the home page, which every first visit loads under the
 * home page's budget of script and which re-render little (a layout on a new address, the hero's
 * own slide, a card's actions when that listing is kept), and the icon modules (an SVG from a class
 * name): there, memo caches would cost more bytes than the renders they save.
 */
const COMPILED = {
  compiler: true,
  include: /\/src\/.*\.tsx?$/,
  exclude: [
    /\/node_modules\//,
    /\/src\/app\/[^/]+\.tsx$/,
    /\/src\/layouts\//,
    /\/src\/app\/routes\/public\/_index\//,
    /icons?\.tsx$/i,
  ],
};

/**
 * The build's compiler: only the compiler's transform from @vitejs/plugin-react, beside React
 * Router's plugin, which brings its own Fast Refresh; so `npm run dev` runs the code as written.
 */
function reactCompilerForBuild(): Plugin[] {
  return react(COMPILED)
    .filter((plugin) => plugin.name === 'vite:react-compiler')
    .map((plugin) => ({ ...plugin, apply: 'build' as const }));
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
 * `vite preview` serves the build as nginx does (scripts/nginx-conf.mjs): a page's own file, else
 * the SPA fallback, with the Brotli and gzip copies the build made (scripts/precompress.mjs).
 */
function previewAsNginx(): Plugin {
  return {
    name: 'preview-as-nginx',
    configurePreviewServer(server) {
      server.middlewares.use(servePrecompressed(path.resolve(server.config.root, BUILD_DIRECTORY, 'client')));
    },
  };
}

/**
 * A language's words for a namespace (src/lib/i18n/messages/<language>/<namespace>.ts or .json) in a file
 * named after both, so the build can preload the words each page names (scripts/static-pages.mjs).
 */
function messagesChunkName(chunk: { facadeModuleId: string | null }): string {
  const words = /[\\/]src[\\/]lib[\\/]i18n[\\/]messages[\\/](\w+)[\\/](\w+)\.(?:ts|json)$/.exec(
    chunk.facadeModuleId ?? '',
  );
  return words
    ? `assets/${messagesFilePrefix(words[1] ?? '', words[2] ?? '')}[hash].js`
    : 'assets/[name]-[hash].js';
}

/** The jsdom test files that keep a module graph of their own; read only when testing. */
const isolatedDomTests = (mode: string) =>
  mode === 'test' ? filesNeedingIsolation(import.meta.dirname) : [];

export default defineConfig(({ mode }) => ({
  plugins: [
    productionEnvComplete(),
    productionReactRouter(),
    lightMswCookieStore(),
    demoServiceWorker(),
    previewAsNginx(),
    // The router's framework plugin builds the app; the tests render route modules with React alone.
    mode === 'test' ? react(COMPILED) : reactRouter(),
    ...(mode === 'test' ? [] : reactCompilerForBuild()),
    tailwindcss(),
  ],
  // `@/x` is `src/x`, `@tests/test-utils` the tests' helpers (tsconfig.json's paths say the same to TypeScript).
  resolve: { alias: SRC_ALIAS },
  optimizeDeps: { include: DEV_PREBUNDLED },
  // A translation (JSON) is read whole as its default export: without a named export per key, the
  // Odia and Hindi words a page loads are as small as when they were TypeScript.
  json: { namedExports: false },
  build: {
    target: 'es2022',
    // A lazy part's scripts are found by the browser from its imports, not appended as preload
    // links by Vite's helper: each link appended cost the main thread a millisecond or more, in the
    // tasks that hydrate the page (docs/decisions/0081-react-compiler.md). Its styles still load.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      // React Compiler reads 'use no memo' before bundling; the bundler may drop it after that.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use no memo')) return;
        warn(warning);
      },
    },
    // The demo backend's seed images are in public/; nothing else needs inlining.
    assetsInlineLimit: 2048,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: routeTreeChunkGroups() }, chunkFileNames: messagesChunkName },
        },
      },
    },
  },
  test: {
    globals: false,
    css: false,
    restoreMocks: true,
    testTimeout: 15_000,
    // A busy CI machine can miss a timing by a hair; npm test names any test that needed the retry.
    retry: process.env.CI === 'true' ? 1 : 0,
    pool: 'threads',
    // A file per core. Vitest's default leaves one core to its main process, which on a 2-core
    // machine runs the files one at a time, though that process idles once the files are transformed.
    maxWorkers: availableParallelism(),
    // Unit and integration tests sit beside what they test, mirroring src/ (tests/test-layout.test.ts);
    // the e2e suites are *.e2e.ts (vitest.e2e.config.ts) and the benchmarks *.bench.ts. The file's
    // extension says where it runs (tests/test-layout.test.ts keeps it true): *.test.ts in Node,
    // *.test.tsx in jsdom, so a test of a pure function builds no window.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          // The files share a worker's modules: each module loads once per worker, not once per
          // file, which was most of a Node file's time. Safe here because a file that needs a
          // module afresh says so (vi.resetModules, as tests/lib/prerenderQuery.test.ts does) and
          // none sets state another reads; they pass in any order (--sequence.shuffle).
          isolate: false,
          // The benchmarks time pure functions: Node, once.
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          exclude: isolatedDomTests(mode),
          setupFiles: ['tests/test-utils/setup.dom.ts'],
          // As in 'unit': a worker's files share one window and its modules (the route tree, React,
          // msw load once per worker, not once per file, most of a file's time). setup.dom.ts leaves each
          // file a clean page, storage, timers and backend; they pass in any order (--sequence.shuffle).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The jsdom files that swap a module or stub a global (scripts/test-isolation.mjs), each in
          // a module graph and window of its own.
          name: 'dom-own-graph',
          environment: 'jsdom',
          include: isolatedDomTests(mode),
          setupFiles: ['tests/test-utils/setup.dom.ts'],
        },
      },
    ],
  },
}));
