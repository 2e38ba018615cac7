import path from 'node:path';

/**
 * How the client build groups modules into files, following the route tree rather than file
 * names. Left alone, Rolldown makes one file for each set of route modules that share a module:
 * some sixty small files before the home page is interactive, each a request of its own. Two groups
 * gather what is loaded together anyway:
 *   - 'app': what every page loads, the static imports of the client entry and the root route;
 *   - 'site': what every public page loads, the static imports of the public layout.
 * A module both reach goes to 'app'; the files named here keep files of their own. Nothing else
 * is grouped, so a page still loads only its own route module's code, and no back-office module
 * can reach a public page's files.
 */
const ROOT = path.resolve('src/app');
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
  /** Whether `id` is statically imported, directly or not, by one of `from`. */
  const reachedFrom = (id, from, ctx) => {
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    while (queue.length && !found) {
      const current = queue.shift();
      if (from.includes(fileOf(current))) found = true;
      for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    return found;
  };
  return GROUPS.map((group, index) => ({
    debugName: group.name,
    priority: GROUPS.length - index,
    // The group's own files stay entries of their own: the client entry must run after the page's
    // route modules are registered, as React Router's page script imports it.
    name: (id, ctx) =>
      !group.from.includes(fileOf(id)) && !throughBarrel(id) && reachedFrom(id, group.from, ctx)
        ? group.name
        : null,
  }));
}
