import { afterEach, describe, expect, it, vi } from 'vitest';
import { absoluteUrl } from '@/lib/siteUrl';

/** siteUrl.ts read fresh with VITE_SITE_URL set to `value`. */
async function siteUrlWith(value: string): Promise<typeof import('@/lib/siteUrl')> {
  vi.stubEnv('VITE_SITE_URL', value);
  vi.resetModules();
  return import('@/lib/siteUrl');
}

// The files of a worker share its modules: the next file gets siteUrl.ts read with the real env.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the site URL', () => {
  it('defaults to the vite preview origin when VITE_SITE_URL is unset', async () => {
    const module = await siteUrlWith('');
    expect(module.absoluteUrl('/lands')).toBe('http://localhost:4173/lands');
  });

  it('ignores a VITE_SITE_URL that is not http(s)', async () => {
    const module = await siteUrlWith('javascript:alert(1)');
    expect(module.absoluteUrl('/lands')).toBe('http://localhost:4173/lands');
  });
});

describe('absoluteUrl', () => {
  it('makes site paths absolute and keeps http(s) URLs', () => {
    expect(absoluteUrl('/images/a.jpg')).toBe('http://localhost:4173/images/a.jpg');
    expect(absoluteUrl('images/a.jpg')).toBe('http://localhost:4173/images/a.jpg');
    expect(absoluteUrl('https://cdn.example.com/a.jpg?w=1')).toBe('https://cdn.example.com/a.jpg?w=1');
  });

  it('never returns a non-http URL', () => {
    expect(absoluteUrl('javascript:alert(1)')).toMatch(/^http:\/\/localhost:4173\//);
    expect(absoluteUrl('//evil.example.com/a.jpg')).toMatch(/^http:\/\/localhost:4173\//);
  });
});
