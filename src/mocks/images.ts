/**
 * Shrinks large uploaded photos before the browser demo stores them, so a few 5 MB camera photos
 * do not fill the IndexedDB quota. Where the browser cannot decode or draw (tests, old browsers)
 * the file is kept as it is.
 */
const MAX_SIDE_PX = 1600;
const JPEG_QUALITY = 0.82;
/** Smaller photos are re-encoded too when they are heavier than this. */
const REENCODE_ABOVE_BYTES = 1.5 * 1024 * 1024;
/** Raster types worth re-encoding; SVG, GIF (animation) and PDF are kept as they are. */
const RESIZABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/bmp'];

async function drawAsJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: paint white under transparent PNG areas instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/** The image scaled to at most 1600 px on its long side as a JPEG, or the original when that is not smaller. */
export async function shrinkImage(blob: Blob): Promise<Blob> {
  if (!RESIZABLE_TYPES.includes(blob.type) || typeof createImageBitmap !== 'function') return blob;
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(blob);
    const longSide = Math.max(bitmap.width, bitmap.height);
    if (longSide <= MAX_SIDE_PX && blob.size <= REENCODE_ABOVE_BYTES) return blob;
    const scale = Math.min(1, MAX_SIDE_PX / longSide);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const jpeg = await drawAsJpeg(bitmap, width, height);
    return jpeg && jpeg.size > 0 && jpeg.size < blob.size ? jpeg : blob;
  } catch {
    // Undecodable image: store what was sent; the browser will show it or not, as with a real host.
    return blob;
  } finally {
    bitmap?.close();
  }
}
