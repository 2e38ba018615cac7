import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPublicPage, publicPages } from '../../../src/app/publicPages';
import { preloadOpenedPage } from '../../../src/app/routePreload';
import { paths } from '../../../src/config/paths';

const pageAt = (path: string) => publicPages.find((page) => page.paths.includes(path));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('findPublicPage', () => {
  it('finds each public page at its own path', () => {
    for (const page of publicPages) {
      for (const path of page.paths.filter((p) => p !== '*' && !p.includes(':'))) {
        expect(findPublicPage(path)).toBe(page);
      }
    }
  });

  it('matches as the router does: case-insensitive, trailing slash ignored', () => {
    expect(findPublicPage('/projects')).toBe(pageAt(paths.projects));
    expect(findPublicPage('/PROPERTIES/')).toBe(pageAt(paths.properties));
  });

  it('tells a land from a building: a fixed segment wins over a parameter', () => {
    const land = publicPages.find((page) => page.paths.includes('/property/land-details/:id'));
    const building = publicPages.find((page) => page.paths.includes('/property/:title/:id'));
    expect(findPublicPage(paths.land('65f0b2000000000000000001'))).toBe(land);
    expect(findPublicPage(paths.building('Green Valley Residency', '65f0b1000000000000000001'))).toBe(
      building,
    );
    expect(building?.readsBackend).toBe(true);
  });

  it.each(['/property/land-details/%E0%A4%A', '/property/%zz/1', '/property/Sai%20Heights/%E0%A4%A'])(
    'knows no page (so fetches nothing early) for %s, a malformed escape',
    (path) => {
      expect(findPublicPage(path)).toBeUndefined();
    },
  );

  it('knows no page for sign-in, admin and unknown addresses', () => {
    for (const path of [paths.login, paths.dashboard, paths.buildings, '/no-such-page', '/property/1']) {
      expect(findPublicPage(path)).toBeUndefined();
    }
  });
});

describe('preloadOpenedPage', () => {
  it("asks for the opened page's code", () => {
    const properties = pageAt(paths.properties);
    const home = pageAt(paths.home);
    if (!properties || !home) throw new Error('missing pages');
    const loadProperties = vi.spyOn(properties, 'load');
    const loadHome = vi.spyOn(home, 'load');
    // Its early answer is the next test's subject; no backend here.
    const early = vi.spyOn(properties, 'fetchEarly').mockImplementation(() => undefined);
    preloadOpenedPage(new URL('http://localhost/properties'));
    expect(loadProperties).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledTimes(1);
    expect(loadHome).not.toHaveBeenCalled();
  });

  it("asks for a data page's first answer too, by the record id in the address", () => {
    const building = publicPages.find((page) => page.paths.includes('/property/:title/:id'));
    if (!building?.fetchEarly) throw new Error('the building page fetches early');
    const early = vi.spyOn(building, 'fetchEarly').mockImplementation(() => undefined);
    const url = new URL(
      `http://localhost${paths.building('Green Valley Residency', '65f0b1000000000000000001')}`,
    );
    preloadOpenedPage(url);
    expect(early).toHaveBeenCalledWith(url);
    const home = pageAt(paths.home);
    expect(home?.fetchEarly).toBeUndefined();
  });

  it('asks for nothing, and throws nothing later, on an address with a malformed %-escape', async () => {
    const spies = publicPages.flatMap((page) => [
      vi.spyOn(page, 'load'),
      ...(page.fetchEarly ? [vi.spyOn(page, 'fetchEarly')] : []),
    ]);
    const failures: unknown[] = [];
    const onRejection = (reason: unknown) => failures.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      preloadOpenedPage(new URL('http://localhost/property/land-details/%E0%A4%A'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(failures).toEqual([]);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('asks for nothing on an address that is not a public page', () => {
    const spies = publicPages.map((page) => vi.spyOn(page, 'load'));
    preloadOpenedPage(new URL('http://localhost/dashboard'));
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
