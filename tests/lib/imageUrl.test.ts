import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_CDNS } from '../../scripts/check-env.mjs';
import { resizedUrl, srcSetOf } from '@/lib/imageUrl';

const STORED = 'https://res.cloudinary.com/kalinga/image/upload/v1712345678/kalinga/tower.jpg';

/** imageUrl.ts read fresh with VITE_IMAGE_CDN (and the files' origin) set. */
async function imageUrlWith(cdn: string, filesOrigin = 'https://files.example.com') {
  vi.stubEnv('VITE_IMAGE_CDN', cdn);
  vi.stubEnv('VITE_FILES_ORIGIN', filesOrigin);
  vi.resetModules();
  return import('@/lib/imageUrl');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('resizedUrl with no VITE_IMAGE_CDN', () => {
  it('asks Cloudinary for the width, never wider than stored, in the format and quality it picks', () => {
    expect(resizedUrl(STORED, { width: 480 })).toBe(
      'https://res.cloudinary.com/kalinga/image/upload/c_limit,w_480,f_auto,q_auto/v1712345678/kalinga/tower.jpg',
    );
  });

  it('keeps the version and a public id without one', () => {
    expect(resizedUrl('https://res.cloudinary.com/kalinga/image/upload/tower.jpg', { width: 320 })).toBe(
      'https://res.cloudinary.com/kalinga/image/upload/c_limit,w_320,f_auto,q_auto/tower.jpg',
    );
    expect(resizedUrl('http://res.cloudinary.com/kalinga/image/upload/v1/a/b/c.png', { width: 320 })).toBe(
      'http://res.cloudinary.com/kalinga/image/upload/c_limit,w_320,f_auto,q_auto/v1/a/b/c.png',
    );
  });

  it('shrinks what a stored transformation shows, after it, so a stored crop or turn stays', () => {
    expect(
      resizedUrl('https://res.cloudinary.com/kalinga/image/upload/c_fill,g_face,w_300,h_300/v17/a.jpg', {
        width: 160,
      }),
    ).toBe(
      'https://res.cloudinary.com/kalinga/image/upload/c_fill,g_face,w_300,h_300/c_limit,w_160,f_auto,q_auto/v17/a.jpg',
    );
    expect(
      resizedUrl('https://res.cloudinary.com/kalinga/image/upload/a_90/e_sepia/folder/a.jpg', { width: 160 }),
    ).toBe(
      'https://res.cloudinary.com/kalinga/image/upload/a_90/e_sepia/c_limit,w_160,f_auto,q_auto/folder/a.jpg',
    );
  });

  it('cuts the share image to the box', () => {
    expect(resizedUrl(STORED, { width: 1200, height: 630 })).toBe(
      'https://res.cloudinary.com/kalinga/image/upload/c_fill,w_1200,h_630,f_auto,q_auto/v1712345678/kalinga/tower.jpg',
    );
  });

  it('leaves every other address as it is: other hosts, Cloudinary on another domain, local art', () => {
    for (const src of [
      'https://files.example.com/files/tower.jpg',
      'https://media.kalinga.example/image/upload/v1/tower.jpg',
      'https://res.cloudinary.com/kalinga/video/upload/v1/tour.mp4',
      'https://res.cloudinary.com/kalinga/image/upload/v1/tower.jpg?download=1',
      '/images/buildings/tower-1.jpg',
    ]) {
      expect(resizedUrl(src, { width: 480 })).toBeUndefined();
      expect(srcSetOf(src, [320, 640])).toBeUndefined();
    }
  });
});

describe('srcSetOf', () => {
  it('lists each width with its descriptor', () => {
    expect(srcSetOf(STORED, [320, 640])).toBe(
      'https://res.cloudinary.com/kalinga/image/upload/c_limit,w_320,f_auto,q_auto/v1712345678/kalinga/tower.jpg 320w, ' +
        'https://res.cloudinary.com/kalinga/image/upload/c_limit,w_640,f_auto,q_auto/v1712345678/kalinga/tower.jpg 640w',
    );
  });
});

describe('resizedUrl with VITE_IMAGE_CDN', () => {
  it('cloudinary: a delivery address on any host (a custom domain, a stand-in on http)', async () => {
    const named = await imageUrlWith('cloudinary', 'http://127.0.0.1:4195');
    expect(named.resizedUrl('http://127.0.0.1:4195/kalinga/image/upload/v1/tower.jpg', { width: 480 })).toBe(
      'http://127.0.0.1:4195/kalinga/image/upload/c_limit,w_480,f_auto,q_auto/v1/tower.jpg',
    );
    expect(named.resizedUrl('https://media.kalinga.example/image/upload/v1/tower.jpg', { width: 480 })).toBe(
      'https://media.kalinga.example/image/upload/c_limit,w_480,f_auto,q_auto/v1/tower.jpg',
    );
    expect(named.resizedUrl('/images/buildings/tower-1.jpg', { width: 480 })).toBeUndefined();
  });

  it('imgix: the stored files by its parameters, leaving other hosts and local art', async () => {
    const named = await imageUrlWith('imgix', 'https://kalinga.imgix.net');
    expect(named.resizedUrl('https://kalinga.imgix.net/tower.jpg', { width: 480 })).toBe(
      'https://kalinga.imgix.net/tower.jpg?w=480&fit=min&auto=format',
    );
    expect(named.resizedUrl('https://elsewhere.example.com/tower.jpg', { width: 480 })).toBeUndefined();
    expect(named.resizedUrl('/images/buildings/tower-1.jpg', { width: 480 })).toBeUndefined();
    // A Cloudinary delivery address is still Cloudinary's.
    expect(named.resizedUrl(STORED, { width: 480 })).toContain('/c_limit,w_480,f_auto,q_auto/');
  });

  it('every name the build accepts picks a host, and the rest of the URL stays on its origin', async () => {
    for (const cdn of IMAGE_CDNS.filter((name) => name !== 'cloudinary')) {
      const origin = 'https://kalinga.files.example';
      const named = await imageUrlWith(cdn, origin);
      const stored = `${origin}/a6f8abc2-c5b3-4e6d-9f5a-1a2b3c4d5e6f/tower.jpg`;
      const resized = named.resizedUrl(stored, { width: 480 });
      expect(resized, cdn).toBeDefined();
      expect(resized, cdn).not.toBe(stored);
      expect(new URL(resized!).origin, cdn).toBe(origin);
    }
  });
});
