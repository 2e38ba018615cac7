/**
 * Photos as a phone's camera takes them and the admin forms keep them (2,560 px wide, JPEG at
 * quality 0.85, about 500 KB each), made on the spot so the repository carries no megabytes: soft
 * colour fields with a grain that compresses as a real photo's detail does. `npm run bench` serves
 * them as every listing's photos, to measure what a phone downloads.
 */
import sharp from 'sharp';
import type { StoredFile } from './imageHost';

const WIDTH = 2560;
const HEIGHT = 1707;
/** The colour field's own size before it is enlarged: the larger, the busier the picture. */
const FIELD = { width: 64, height: 43 };
/** How far each pixel's grain strays, either way: what brings a photo to about 500 KB. */
const GRAIN = 5;

export async function makeCameraPhoto(seed: number): Promise<StoredFile> {
  let state = seed * 9973 + 1;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const field = Buffer.alloc(FIELD.width * FIELD.height * 3);
  for (let i = 0; i < field.length; i++) field[i] = Math.floor(random() * 255);
  const pixels = await sharp(field, { raw: { ...FIELD, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + Math.round((random() * 2 - 1) * GRAIN)));
  const body = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { type: 'image/jpeg', body };
}
