import type { Config } from '@react-router/dev/config';
import path from 'node:path';
import { BUILD_DIRECTORY } from './scripts/build-dir.mjs';
import { precompressDir } from './scripts/precompress.mjs';
import { buildSummary, finishPages, isPageFile, prerenderConcurrency } from './scripts/static-pages.mjs';
import { loadEnv, runnerImport } from 'vite';
import { SRC_ALIAS } from './scripts/src-alias.mjs';
import routes from './src/app/routes.ts';

/**
 * The public trees' paths without parameters (English, then each language under its prefix): each
 * becomes an HTML file with its content.
 */
function publicStaticPaths(): string[] {
  const publicTrees = routes.filter((route) => route.file === 'routes/public/layout.tsx');
  return publicTrees.flatMap((tree) => {
    const prefix = tree.path ? `/${tree.path}` : '';
    return (tree.children ?? []).flatMap((route) => {
      if (route.index) return [prefix || '/'];
      const routePath = route.path ?? '';
      return routePath.includes(':') || routePath === '*' ? [] : [`${prefix}/${routePath}`];
    });
  });
}

/**
 * The paths of every record's page, read from the backend once per build: the router asks for the
 * paths twice (to check the route modules, then to render), and both must name the same records. A
 * second read would also overlap the router's synchronous check of every path, which at a large
 * catalogue holds the event loop past the read's deadline and failed the build.
 */
let listingPathsOnce: Promise<string[]> | undefined;

async function readListingPaths(): Promise<string[]> {
  const env = loadEnv('production', process.cwd(), 'VITE_');
  // The router loads this file without the site's Vite config, so without its `@/` alias.
  const { module } = await runnerImport<typeof import('./src/app/listingPages.ts')>(
    './src/app/listingPages.ts',
    {
      configFile: false,
      resolve: { alias: SRC_ALIAS },
      logLevel: 'warn',
    },
  );
  return module.listingPaths(env.VITE_API_HOST ?? '');
}

export default {
  appDirectory: 'src/app',
  buildDirectory: BUILD_DIRECTORY,
  // Static files only: no server of ours runs in production. Every other address
  // (the back office, sign-in, a record added since the build) opens through __spa-fallback.html.
  ssr: false,
  prerender: {
    paths: async () => {
      // A read that failed is tried again by the next ask (a dev server asks again as it rebuilds).
      listingPathsOnce ??= readListingPaths().catch((error: unknown) => {
        listingPathsOnce = undefined;
        throw error;
      });
      return [...publicStaticPaths(), ...(await listingPathsOnce)];
    },
    // Bounded, and more than one: see prerenderConcurrency.
    concurrency: prerenderConcurrency(),
  },
  future: { v8_viteEnvironmentApi: true, v8_splitRouteModules: true, v8_middleware: true },
  buildEnd: async ({ reactRouterConfig }) => {
    const clientDir = path.resolve(reactRouterConfig.buildDirectory, 'client');
    const pages = finishPages(clientDir);
    await precompressDir(clientDir, { pageFile: isPageFile });
    // `react-router build` is a process of its own, so its uptime is the whole build's time,
    // bundling included, which started before this file was read.
    console.info(buildSummary(pages, process.uptime() * 1000));
  },
} satisfies Config;
