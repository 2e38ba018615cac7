import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '@/lib/siteUrl';
import { readWithSiteUrl } from '@tests/test-utils/siteUrl';

const siteUrlWith = readWithSiteUrl(() => import('@/lib/siteUrl'));

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
