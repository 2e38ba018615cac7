/** Large photos are shrunk so that they do not fill the IndexedDB quota. */
const MAX_SIDE_PX = 1600;
const JPEG_QUALITY = 0.82;
const REENCODE_ABOVE_BYTES = 1.5 * 1024 * 1024;
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
    return blob;
  } finally {
    bitmap?.close();
  }
}
