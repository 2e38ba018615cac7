// Runs in jsdom: the calls go out as the page makes them (axios's XHR adapter, addresses relative to the page, the session in its storage).
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGalleryImages } from '@/features/gallery/api';
import { downloadImage } from '@/features/gallery/hooks';
import { errorMessage } from '@/lib/errors';
import { server } from '@/mocks/node';
import { describeCalls } from '@tests/test-utils/calls';
import {
  capture,
  EMPTY_ANSWERS,
  failureOf,
  json,
  signInWithTestToken as signIn,
} from '@tests/test-utils/capture';
import { emptyGalleryImage, galleryImages } from '@tests/test-utils/fixtures';

const ALL = '/real-estate/gallery/get-all-images';

describeCalls('gallery', [
  { name: 'getGalleryImages', method: 'GET', path: '/gallery/get-all-images', call: getGalleryImages },
]);

describe('getGalleryImages answers', () => {
  it.each([
    ['a bare array', galleryImages],
    ['an array in data', { data: galleryImages }],
    ['an array in images', { images: galleryImages }],
  ])('reads %s', async (_label, answer) => {
    capture(ALL, json(answer));
    await expect(getGalleryImages()).resolves.toEqual(galleryImages);
  });

  it.each(EMPTY_ANSWERS)('answers an empty list for %s', async (_label, reply) => {
    capture(ALL, reply);
    await expect(getGalleryImages()).resolves.toEqual([]);
  });

  it('keeps good records around malformed ones', async () => {
    capture(
      ALL,
      json([galleryImages[0] ?? null, null, { img_url: 5, name: null }, 'x', galleryImages[1] ?? null]),
    );
    expect(await getGalleryImages()).toEqual([
      galleryImages[0],
      { ...emptyGalleryImage, img_url: '5' },
      galleryImages[1],
    ]);
  });

  it('reports the server message on failure', async () => {
    capture(ALL, json({ message: 'Gallery unavailable' }, 500));
    expect(errorMessage(await failureOf(getGalleryImages()))).toBe('Gallery unavailable');
  });
});

describe('downloadImage', () => {
  const IMAGE_URL = 'https://images.example.com/gallery/lobby.jpg';

  it('fetches the image URL directly, without the admin token', async () => {
    signIn();
    const seen: Request[] = [];
    server.use(
      mock.get(IMAGE_URL, ({ request }) => {
        seen.push(request);
        return new HttpResponse(new Uint8Array([1, 2, 3, 4]), { headers: { 'Content-Type': 'image/jpeg' } });
      }),
    );
    const blob = await downloadImage(IMAGE_URL);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe(IMAGE_URL);
    expect(seen[0]?.headers.has('authorization')).toBe(false);
    expect(blob.size).toBe(4);
    expect(blob.type).toBe('image/jpeg');
  });

  it('fails with the status when the image is missing', async () => {
    server.use(mock.get(IMAGE_URL, () => new HttpResponse('Not found', { status: 404 })));
    await expect(downloadImage(IMAGE_URL)).rejects.toThrow('The file could not be downloaded (404).');
  });

  it('fails on a network error', async () => {
    server.use(mock.get(IMAGE_URL, () => HttpResponse.error()));
    await expect(downloadImage(IMAGE_URL)).rejects.toThrow();
  });
});
