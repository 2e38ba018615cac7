import {
  PHOTO_MAX_SIDE_PX,
  PHOTO_QUALITY,
  PHOTO_SCALE_TIMEOUT_MS,
  PHOTO_SCALED_TYPES,
} from '@/config/constants';
import { withoutMetadata } from './photoMetadata';

/** Whatever its size: re-encoding is what leaves a photo's Exif (its GPS position) behind. */
export function shouldScalePhoto(file: File): boolean {
  return (PHOTO_SCALED_TYPES as readonly string[]).includes(file.type);
}

/** The type a photo is re-encoded as: its own, but AVIF, which no canvas encodes, as JPEG. */
const encodedType = (file: File) => (file.type === 'image/avif' ? 'image/jpeg' : file.type);

/** The photo's name for the type it was re-encoded as: an AVIF sent as a JPEG is named so. */
const nameAs = (file: File, type: string) =>
  type === file.type ? file.name : file.name.replace(/\.[^.]*$/, '') + '.jpg';

/** Said when a photo's metadata cannot be taken out: it is not sent. */
const photoKeepsLocation = (name: string) =>
  `"${name}" could not be converted to JPEG in this browser, and an AVIF photo can carry the place it was taken. Save it as JPEG and choose it again.`;

/** A photo refused because it would go up with its metadata; its message says what to do. */
export class PhotoRefused extends Error {}

async function compress(file: File, signal?: AbortSignal): Promise<Blob> {
  const { default: Compressor } = await import('compressorjs');
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  try {
    return await new Promise<Blob>((resolve, reject) => {
      const compressor = new Compressor(file, {
        maxWidth: PHOTO_MAX_SIDE_PX,
        maxHeight: PHOTO_MAX_SIDE_PX,
        quality: PHOTO_QUALITY,
        mimeType: encodedType(file),
        convertTypes: [],
        convertSize: Infinity,
        // Upright as the camera meant it; Exif is dropped, and a phone photo's GPS position with it.
        checkOrientation: true,
        retainExif: false,
        // A re-encoded copy even when it is larger: the original would carry its Exif.
        strict: false,
        success: resolve,
        error: reject,
      });
      const giveUp = (reason: string) => {
        reject(new Error(reason));
        compressor.abort();
      };
      timer = setTimeout(() => giveUp('Scaling took too long.'), PHOTO_SCALE_TIMEOUT_MS);
      onAbort = () => giveUp('Scaling was cancelled.');
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * When the browser cannot decode or draw the photo, or it is a type not re-encoded (a PNG plan),
 * the original is sent, its metadata taken out. An AVIF, whose metadata only re-encoding takes
 * out, is then refused: a PhotoRefused, its message for the visitor.
 */
export async function scalePhotoForUpload(file: File, signal?: AbortSignal): Promise<File> {
  if (signal?.aborted) return file;
  if (!shouldScalePhoto(file)) return withoutMetadata(file);
  const type = encodedType(file);
  let result: Blob | undefined;
  try {
    result = await compress(file, signal);
  } catch (error) {
    if (signal?.aborted) return file;
    console.warn(`"${file.name}" could not be scaled.`, error);
  }
  if (result && result !== file && result.type === type && result.size > 0) {
    return new File([result], nameAs(file, type), { type, lastModified: file.lastModified });
  }
  if (type !== file.type) throw new PhotoRefused(photoKeepsLocation(file.name));
  return withoutMetadata(file);
}
