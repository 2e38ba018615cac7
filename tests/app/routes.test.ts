import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '@/app/routes';

/** The file name a route module takes from its URL: React Router's flat-routes style, lower-case. */
export function routeModuleName(routePath: string | undefined, index = false): string {
  if (index) return '_index';
  if (routePath === '*') return '$';
  return (routePath ?? '')
    .split('/')
    .map((part) => (part.startsWith(':') ? `$${part.slice(1)}` : part.toLowerCase().replaceAll('_', '-')))
    .join('.');
}

/** The four service pages share one screen; it is named after what they share. */
const SHARED_MODULES: Record<string, string> = { 'routes/public/services.tsx': 'services' };

const leaves = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));

const translated = (file: string) => file.startsWith('routes/public/translated/');

describe('route modules', () => {
  it('derive their names from the URL', () => {
    expect(routeModuleName('property/land-details/:id')).toBe('property.land-details.$id');
    expect(routeModuleName('add_project_Form')).toBe('add-project-form');
    expect(routeModuleName('Projects/:name/:id')).toBe('projects.$name.$id');
    expect(routeModuleName('*')).toBe('$');
    expect(routeModuleName(undefined, true)).toBe('_index');
  });

  it.each(leaves(routes).map((entry) => [entry.path ?? '(index)', entry] as const))(
    '%s is served by a module named after it',
    (_path, entry) => {
      const name = SHARED_MODULES[entry.file] ?? routeModuleName(entry.path, entry.index);
      // A record's page in another language: its English module's screen, from routes/public/translated.
      const tree = translated(entry.file) ? 'public/translated' : entry.file.split('/')[1];
      expect([`routes/${tree}/${name}.tsx`, `routes/${tree}/${name}/route.tsx`]).toContain(entry.file);
    },
  );

  it('each tree has one layout, named layout.tsx; the public and brochure trees are in each language', () => {
    expect(routes.map((tree) => tree.file)).toEqual([
      'routes/public/layout.tsx',
      'routes/public/layout.tsx',
      'routes/public/layout.tsx',
      'routes/brochure/layout.tsx',
      'routes/brochure/layout.tsx',
      'routes/brochure/layout.tsx',
      'routes/auth/layout.tsx',
      'routes/admin/layout.tsx',
    ]);
    expect(routes.slice(0, 3).map((tree) => tree.path)).toEqual([undefined, 'or', 'hi']);
    expect(routes.slice(3, 6).map((tree) => tree.path)).toEqual([undefined, 'or', 'hi']);
    const [english, odia] = routes.slice(3, 5);
    expect(odia?.children?.map((page) => [page.id, page.path, page.file])).toEqual(
      english?.children?.map((page, index) => [
        `or/brochure-${['building', 'land', 'project'][index]}`,
        page.path,
        page.file,
      ]),
    );
  });

  it('writes in Odia and Hindi the translated pages and a not-found page, under ids of their own', () => {
    const [english, odia] = routes;
    const ids = leaves(routes).map((entry) => entry.id ?? entry.file);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = (tree: RouteConfigEntry | undefined) =>
      (tree?.children ?? []).map((page) => (page.index ? '(index)' : page.path));
    expect(paths(odia)).toEqual([
      '(index)',
      'about',
      'contact',
      'career',
      'Projects',
      'Projects/:name/:id',
      'communities',
      'gallery',
      'testimonials',
      'discover-properties',
      'selling-service',
      'investment-services',
      'plot-sale-support',
      'properties',
      'property/land-details/:id',
      'property/:title/:id',
      'upcoming-projects',
      'blog',
      'blog/:title/:id',
      'compare',
      'faqs',
      'term-and-conditions',
      'shortlist',
      'privacy',
      '*',
    ]);
    expect(paths(odia).every((page) => paths(english).includes(page))).toBe(true);
    expect(odia?.children?.find((page) => page.path === 'about')?.id).toBe('or/about');
  });

  it.each(leaves(routes).flatMap((entry) => (translated(entry.file) ? [] : [[entry.file] as const])))(
    '%s holds its screen, not a re-export',
    (file) => {
      const code = readFileSync(path.join('src/app', file), 'utf8')
        .replace(/^import[\s\S]*?from '[^']+';$/gm, '')
        .replace(/^export default \w+;$/m, '')
        .replace(/^\/\/.*$/gm, '')
        .trim();
      expect(code).not.toBe('');
    },
  );

  it.each(leaves(routes).flatMap((entry) => (translated(entry.file) ? [[entry.file] as const] : [])))(
    '%s is its English page without the build-time loader, which React Router refuses on a page it does not write',
    (file) => {
      const code = readFileSync(path.join('src/app', file), 'utf8').replace(/^\/\/.*\n/gm, '');
      const name = path.posix.basename(file, '.tsx');
      // The English module: a file named after the route, or a folder's route.tsx.
      const english = [name, `${name}/route`].find((module) =>
        existsSync(path.join('src/app/routes/public', `${module}.tsx`)),
      );
      expect(code.trim()).toBe(`export { clientLoader, meta, default } from '../${english}';`);
      expect(readFileSync(path.join('src/app/routes/public', `${english}.tsx`), 'utf8')).toMatch(
        /^export const loader = /m,
      );
    },
  );
});
