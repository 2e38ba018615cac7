import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * How the client build groups modules into files, following the route tree rather than file
 * names. Left alone, Rolldown makes one file for each set of route modules that share a module:
 * some sixty small files before the home page is interactive, each a request of its own. Two groups
 * gather what is loaded together anyway:
 *   - 'app': what every page loads, the static imports of the client entry and the root route;
 *   - 'site': what every public page loads, the static imports of the public layout.
 * A module both reach goes to 'app'; the files named here keep files of their own. A third group
 * gathers the small pieces public pages share:
 *   - 'public': a module outside the route modules that two or more files would share, reached
 *     from a public route but not from the home page (whose JS has a budget of its own), nor from
 *     one record page alone. A record page's Odia and Hindi twin (routes/public/translated) loads
 *     the same modules: they are that page's, not shared, and in 'public' their imports would
 *     follow them (Rolldown takes a captured module's dependencies along), so a page sharing one
 *     of those (the home page its slide dots) would load the whole group.
 * Each file costs a phone's main thread a task of its own however small it is (decision 0077), so
 * a public page loads a few files instead of dozens, at the price of some code other public pages
 * use. A route module keeps its own file, and no back-office module can reach a public page's
 * files: only what a public route imports joins a group.
 */
const ROOT = path.resolve('src/app');
const ROUTES = path.join(ROOT, 'routes') + path.sep;
const PUBLIC = path.join(ROOT, 'routes/public') + path.sep;
const HOME = path.join(ROOT, 'routes/public/_index') + path.sep;
const TRANSLATED = path.join(ROOT, 'routes/public/translated') + path.sep;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const GROUPS = [
  { name: 'app', from: [path.join(ROOT, 'entry.client.tsx'), path.join(ROOT, 'root.tsx')] },
  { name: 'site', from: [path.join(ROOT, 'routes/public/layout.tsx')] },
];

/**
 * A package's module behind an index that re-exports the whole package: the importers chain would
 * put all of it in a group, used or not. Rolldown places these by what each page really uses.
 */
const throughBarrel = (id) => /[\\/]node_modules[\\/]@tanstack[\\/]/.test(id);

/** A module's file, without the query a plugin adds to its id (React Router's route chunks). */
const fileOf = (id) => id.split('?')[0];

/**
 * The groups as Rolldown's `output.codeSplitting.groups`. A module belongs to a group when a chain
 * of static imports leads to it from one of the group's files (dynamic imports stay split).
 * @returns {import('vite').Rolldown.CodeSplittingGroup[]}
 */
export function routeTreeChunkGroups() {
  /** Whether a chain of static imports leads to `id` from a file that `isSource` accepts. */
  const reachedFrom = (id, isSource, ctx) => {
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length) {
      const current = queue.shift();
      if (isSource(fileOf(current))) return true;
      for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    return false;
  };
  /** The files that `isSource` accepts from which a chain of static imports leads to `id`. */
  const reachingFiles = (id, isSource, ctx) => {
    const found = new Set();
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length) {
      const current = queue.shift();
      if (isSource(fileOf(current))) found.add(fileOf(current));
      for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    return found;
  };
  const isHome = (file) => file.startsWith(HOME);
  const isPublicRoute = (file) => file.startsWith(PUBLIC) && !isHome(file);
  // A record's page in another language re-exports its English route module: it is that page
  // again, not a second page sharing the module.
  const isEnglishPublicRoute = (file) => isPublicRoute(file) && !file.startsWith(TRANSLATED);
  /** The page a public route's file belongs to: 'property.$title.$id' for its folder's files. */
  const pageOf = (file) =>
    path
      .relative(PUBLIC, file)
      .split(path.sep)[0]
      .replace(/\.tsx$/, '');
  const hasTwin = (file) => existsSync(path.join(TRANSLATED, `${pageOf(file)}.tsx`));
  /** Whether only one record page (and its twin in another language) reaches `id`. */
  const ofOneRecordPage = (id, ctx) => {
    const pages = new Set([...reachingFiles(id, isEnglishPublicRoute, ctx)].map(pageOf));
    const [page] = pages;
    return pages.size === 1 && hasTwin(path.join(PUBLIC, `${page}.tsx`));
  };
  const publicShared = {
    debugName: 'public',
    priority: 0,
    minShareCount: 2,
    name: (id, ctx) =>
      !fileOf(id).startsWith(ROUTES) &&
      !throughBarrel(id) &&
      !NODE_MODULES.test(id) &&
      reachedFrom(id, isPublicRoute, ctx) &&
      !ofOneRecordPage(id, ctx) &&
      !reachedFrom(id, isHome, ctx)
        ? 'public'
        : null,
  };
  return [
    ...GROUPS.map((group, index) => ({
      debugName: group.name,
      priority: GROUPS.length - index,
      // The group's own files stay entries of their own: the client entry must run after the page's
      // route modules are registered, as React Router's page script imports it.
      name: (id, ctx) =>
        !group.from.includes(fileOf(id)) &&
        !throughBarrel(id) &&
        reachedFrom(id, (file) => group.from.includes(file), ctx)
          ? group.name
          : null,
    })),
    publicShared,
  ];
}
