import { describe, expect, it, vi } from 'vitest';
import config from '../react-router.config';
import { prerenderConcurrency } from '../scripts/static-pages.mjs';

// Only the listing paths use it, which this test does not read (jsdom cannot resolve its file URLs).
vi.mock('../scripts/src-alias.mjs', () => ({ SRC_ALIAS: [] }));

// The records' module the config loads through Vite's module runner: a stand-in that counts reads.
const listingPaths = vi.fn(async () => ['/property/Kalinga Heights/65f0b1000000000000000001']);
vi.mock('vite', async (importOriginal) => ({
  ...(await importOriginal<typeof import('vite')>()),
  runnerImport: vi.fn(async () => ({ module: { listingPaths } })),
}));

describe('the build config', () => {
  it('pre-renders its pages a bounded few at a time, not one by one', () => {
    const { prerender } = config;
    expect(prerender).toMatchObject({ paths: expect.any(Function), concurrency: prerenderConcurrency() });
    const { concurrency } = prerender as { concurrency: number };
    expect(concurrency).toBeGreaterThan(1);
    expect(concurrency).toBeLessThanOrEqual(8);
  });

  it('reads the records from the backend once, however often the router asks for the paths', async () => {
    const { paths } = config.prerender as { paths: () => Promise<string[]> };
    const first = await paths();
    const second = await paths();
    expect(second).toEqual(first);
    expect(first).toContain('/property/Kalinga Heights/65f0b1000000000000000001');
    expect(first).toContain('/about');
    expect(listingPaths).toHaveBeenCalledTimes(1);
  });
});
