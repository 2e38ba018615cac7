/**
 * The image host's delivery side, as Cloudinary answers it: a stored file is
 * `/<cloud>/image/upload/<transformations>/v<version>/<public id>`, and the transformations in the
 * address are really applied (sharp), so a test or the bench sees the bytes a phone would download.
 * It knows the part of Cloudinary's URL API the site asks for: `w_`, `h_`, `c_limit` (never
 * larger than the stored file), `c_fill` and `c_fit`, `f_auto` (WebP for a browser that accepts
 * it), `q_auto` or `q_<n>`, `e_blur[:<n>]`; components may be chained with `/`.
 */
import sharp from 'sharp';

export interface StoredFile {
  type: string;
  body: Buffer;
}

export interface Delivery {
  publicId: string;
  transformations: Record<string, string>[];
}

const TRANSFORMATION = /^[a-z]{1,3}_[^,/]+(,[a-z]{1,3}_[^,/]+)*$/;
const VERSION = /^v\d+$/;

/** The delivery address's parts, or null for a path that is not `/<cloud>/image/upload/...`. */
export function readDelivery(pathname: string, cloud: string): Delivery | null {
  const prefix = `/${cloud}/image/upload/`;
  if (!pathname.startsWith(prefix)) return null;
  const segments = pathname.slice(prefix.length).split('/');
  const transformations: Record<string, string>[] = [];
  while (segments.length > 1 && TRANSFORMATION.test(segments[0]!)) {
    const component: Record<string, string> = {};
    for (const part of segments.shift()!.split(',')) {
      const at = part.indexOf('_');
      component[part.slice(0, at)] = part.slice(at + 1);
    }
    transformations.push(component);
  }
  if (segments.length > 1 && VERSION.test(segments[0]!)) segments.shift();
  const publicId = segments.join('/');
  if (!publicId || publicId.split('/').includes('..')) return null;
  return { publicId, transformations };
}

/** The address of a stored file on `filesOrigin`, as the upload endpoint answers it (`secure_url`). */
export const deliveryUrl = (filesOrigin: string, cloud: string, publicId: string) =>
  `${filesOrigin}/${cloud}/image/upload/v1/${publicId}`;

const RASTER = /^image\/(jpeg|png|webp|gif|avif|svg\+xml)$/;
const number = (value: string | undefined) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? Math.round(parsed) : undefined;
};

/** The stored file with the delivery's transformations applied; a file with none is sent as stored. */
export async function transform(
  file: StoredFile,
  transformations: Record<string, string>[],
  accept: string,
): Promise<StoredFile> {
  if (!transformations.length || !RASTER.test(file.type)) return file;
  // A file libvips cannot read (the suite's hand-made 1-px PNGs, whose checksums only browsers
  // forgive) is sent as stored, for the browser to decode as it did before.
  return applied(file, transformations, accept).catch(() => file);
}

async function applied(
  file: StoredFile,
  transformations: Record<string, string>[],
  accept: string,
): Promise<StoredFile> {
  let image = sharp(file.body, { animated: false });
  let format: 'webp' | 'jpeg' | 'png' = file.type === 'image/png' ? 'png' : 'jpeg';
  let quality = 85;
  for (const [index, step] of transformations.entries()) {
    const width = number(step.w);
    const height = number(step.h);
    if (width || height) {
      const crop = step.c ?? 'scale';
      image = image.resize({
        width,
        height,
        // One side alone keeps the aspect ratio, whatever the crop.
        fit:
          crop === 'fill' && width && height
            ? 'cover'
            : crop === 'scale' && width && height
              ? 'fill'
              : 'inside',
        withoutEnlargement: crop === 'limit',
      });
      // A later step works on this one's result, as Cloudinary's chained transformations do.
      if (index < transformations.length - 1) image = sharp(await image.png().toBuffer());
    }
    if (step.e?.startsWith('blur')) {
      const strength = number(step.e.split(':')[1]) ?? 100;
      image = image.blur(Math.min(100, Math.max(0.3, strength / 20)));
    }
    if (step.f === 'auto') format = accept.includes('image/webp') ? 'webp' : format;
    else if (step.f === 'webp' || step.f === 'png') format = step.f;
    else if (step.f === 'jpg' || step.f === 'jpeg') format = 'jpeg';
    if (step.q === 'auto' || step.q?.startsWith('auto:')) quality = 70;
    else if (number(step.q)) quality = Math.min(100, number(step.q)!);
  }
  const body = await image.toFormat(format, { quality }).toBuffer();
  return { type: `image/${format}`, body };
}
