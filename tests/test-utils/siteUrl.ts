import { afterEach, vi } from 'vitest';

/**
 * A module read afresh with VITE_SITE_URL set to a value, for a test of what the site's address
 * changes. The files of a worker share its modules, so after each test the env is the real one again
 * and the registry is emptied: the next file reads its modules with the real site URL.
 */
export function readWithSiteUrl<Module>(load: () => Promise<Module>): (value: string) => Promise<Module> {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  return (value) => {
    vi.stubEnv('VITE_SITE_URL', value);
    vi.resetModules();
    return load();
  };
}
