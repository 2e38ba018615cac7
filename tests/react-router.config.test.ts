import { describe, expect, it, vi } from 'vitest';
import config from '../react-router.config';
import { prerenderConcurrency } from '../scripts/static-pages.mjs';

// Only the listing paths use it, which this test does not read (jsdom cannot resolve its file URLs).
vi.mock('../scripts/src-alias.mjs', () => ({ SRC_ALIAS: [] }));

describe('the build config', () => {
  it('pre-renders its pages a bounded few at a time, not one by one', () => {
    const { prerender } = config;
    expect(prerender).toMatchObject({ paths: expect.any(Function), concurrency: prerenderConcurrency() });
    const { concurrency } = prerender as { concurrency: number };
    expect(concurrency).toBeGreaterThan(1);
    expect(concurrency).toBeLessThanOrEqual(8);
  });
});
