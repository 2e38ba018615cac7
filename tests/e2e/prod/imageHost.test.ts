import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeCameraPhoto } from './cameraPhotos';
import { readDelivery, transform } from './imageHost';

const WEBP = 'image/avif,image/webp,image/apng,*/*;q=0.8';

describe('the fake image host', () => {
  it('reads a Cloudinary delivery address: transformations, version and a public id with folders', () => {
    expect(
      readDelivery('/kalinga/image/upload/w_480,c_limit,f_auto,q_auto/v1/images/demo/a.svg', 'kalinga'),
    ).toEqual({
      publicId: 'images/demo/a.svg',
      transformations: [{ w: '480', c: 'limit', f: 'auto', q: 'auto' }],
    });
    expect(
      readDelivery('/kalinga/image/upload/c_fill,w_1200,h_630/w_32,e_blur:1000/v7/x.jpg', 'kalinga'),
    ).toEqual({
      publicId: 'x.jpg',
      transformations: [
        { c: 'fill', w: '1200', h: '630' },
        { w: '32', e: 'blur:1000' },
      ],
    });
    expect(readDelivery('/kalinga/image/upload/v1/uploads/a.pdf', 'kalinga')?.transformations).toEqual([]);
    expect(readDelivery('/other/image/upload/v1/a.jpg', 'kalinga')).toBeNull();
    expect(readDelivery('/kalinga/image/upload/v1/../secret', 'kalinga')).toBeNull();
  });

  it('resizes a camera photo to the width asked, never wider than stored, in WebP where accepted', async () => {
    const photo = await makeCameraPhoto(1);
    expect(await sharp(photo.body).metadata()).toMatchObject({ width: 2560, height: 1707 });
    expect(photo.body.length).toBeGreaterThan(300_000);

    const card = await transform(photo, [{ w: '480', c: 'limit', f: 'auto', q: 'auto' }], WEBP);
    expect(card.type).toBe('image/webp');
    expect(await sharp(card.body).metadata()).toMatchObject({ width: 480, height: 320 });
    expect(card.body.length).toBeLessThan(photo.body.length / 10);

    const limited = await transform(photo, [{ w: '4000', c: 'limit' }], 'image/jpeg');
    expect(limited.type).toBe('image/jpeg');
    expect((await sharp(limited.body).metadata()).width).toBe(2560);

    const shared = await transform(photo, [{ c: 'fill', w: '1200', h: '630' }], WEBP);
    expect(await sharp(shared.body).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('sends a file as stored when its address asks for no transformation, or it cannot read it', async () => {
    const pdf = { type: 'application/pdf', body: Buffer.from('%PDF-1.4') };
    expect(await transform(pdf, [{ w: '480' }], WEBP)).toBe(pdf);
    const photo = await makeCameraPhoto(2);
    expect(await transform(photo, [], WEBP)).toBe(photo);
    const unreadable = { type: 'image/png', body: Buffer.from('not really a PNG') };
    expect(await transform(unreadable, [{ w: '480' }], WEBP)).toBe(unreadable);
  });
});
