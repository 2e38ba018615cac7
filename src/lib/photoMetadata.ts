/**
 * A photo sent as it was chosen (a PNG, or a JPEG or WebP the browser could not re-encode as
 * itself) still leaves its metadata behind: a JPEG's APP1 (Exif, with a phone's GPS position, and
 * XMP) and APP13 (IPTC) segments, a PNG's eXIf and text chunks, a WebP's EXIF and XMP chunks.
 * Bytes it cannot read are sent as they are.
 */
import { readBytes } from './fileSignature';

const JPEG_METADATA = new Set([0xe1, 0xed]);
const JPEG_START_OF_SCAN = 0xda;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);
const WEBP_METADATA = new Set(['EXIF', 'XMP ']);
/** VP8X's flags that announce the EXIF and XMP chunks: cleared with them. */
const WEBP_METADATA_FLAGS = 0x08 | 0x04;

const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

function joined(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/** The JPEG without its metadata segments; null when it has none or cannot be read. */
function jpegWithout(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const byte = (at: number) => bytes[at] ?? -1;
  if (byte(0) !== 0xff || byte(1) !== 0xd8) return null;
  const kept = [bytes.subarray(0, 2)];
  let dropped = false;
  let at = 2;
  for (;;) {
    if (at + 4 > bytes.length || byte(at) !== 0xff) return null;
    const marker = byte(at + 1);
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // The image data follows the start of scan, with no length to read: it goes as it is.
    if (marker === JPEG_START_OF_SCAN) break;
    const end = at + 2 + ((byte(at + 2) << 8) | byte(at + 3));
    if (end < at + 4 || end > bytes.length) return null;
    if (JPEG_METADATA.has(marker)) dropped = true;
    else kept.push(bytes.subarray(at, end));
    at = end;
  }
  return dropped ? joined([...kept, bytes.subarray(at)]) : null;
}

/** The PNG without its metadata chunks; null when it has none or cannot be read. */
function pngWithout(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  if (bytes.length < 8 || PNG_SIGNATURE.some((value, at) => bytes[at] !== value)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept = [bytes.subarray(0, 8)];
  let dropped = false;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + view.getUint32(at);
    if (end > bytes.length) return null;
    const type = fourCc(bytes, at + 4);
    if (PNG_METADATA.has(type)) dropped = true;
    else kept.push(bytes.subarray(at, end));
    at = end;
  }
  return dropped ? joined([...kept, bytes.subarray(at)]) : null;
}

/**
 * The WebP without its EXIF and XMP chunks (RIFF: little-endian sizes, each chunk padded to an
 * even length), its RIFF size and VP8X flags told; null when it has none or cannot be read.
 */
function webpWithout(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  if (bytes.length < 12 || fourCc(bytes, 0) !== 'RIFF' || fourCc(bytes, 8) !== 'WEBP') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [];
  let dropped = false;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) return null;
    if (WEBP_METADATA.has(fourCc(bytes, at))) dropped = true;
    else kept.push(bytes.subarray(at, end));
    at = end;
  }
  if (!dropped) return null;
  const cleaned = joined([bytes.subarray(0, 12), ...kept, bytes.subarray(at)]);
  new DataView(cleaned.buffer).setUint32(4, cleaned.length - 8, true);
  if (fourCc(cleaned, 12) === 'VP8X') cleaned[20] = (cleaned[20] ?? 0) & ~WEBP_METADATA_FLAGS;
  return cleaned;
}

/** The same photo without its metadata, or the very file given when it carries none. */
export async function withoutMetadata(file: File): Promise<File> {
  const bytes = await readBytes(file, file.size);
  const cleaned = jpegWithout(bytes) ?? pngWithout(bytes) ?? webpWithout(bytes);
  return cleaned
    ? new File([cleaned], file.name, { type: file.type, lastModified: file.lastModified })
    : file;
}
