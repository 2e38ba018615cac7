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
        mimeType: file.type,
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
 * Never fails: when the browser cannot decode or draw the photo, or it is a type not re-encoded
 * (a PNG plan), the original is sent, its metadata taken out.
 */
export async function scalePhotoForUpload(file: File, signal?: AbortSignal): Promise<File> {
  if (signal?.aborted) return file;
  if (!shouldScalePhoto(file)) return withoutMetadata(file);
  try {
    const result = await compress(file, signal);
    if (result === file || result.type !== file.type || result.size === 0) return withoutMetadata(file);
    return new File([result], file.name, { type: file.type, lastModified: file.lastModified });
  } catch (error) {
    if (signal?.aborted) return file;
    console.warn(`"${file.name}" could not be scaled; sending it without its metadata.`, error);
    return withoutMetadata(file);
  }
}
