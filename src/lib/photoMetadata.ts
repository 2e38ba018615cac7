/**
 * A photo sent as it was chosen (a PNG, or a JPEG the browser could not re-encode) still leaves
 * its metadata behind: a JPEG's APP1 (Exif, with a phone's GPS position, and XMP) and APP13 (IPTC)
 * segments, a PNG's eXIf and text chunks. Bytes it cannot read are sent as they are.
 */
import { readBytes } from './fileSignature';

const JPEG_METADATA = new Set([0xe1, 0xed]);
const JPEG_START_OF_SCAN = 0xda;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);

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
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (PNG_METADATA.has(type)) dropped = true;
    else kept.push(bytes.subarray(at, end));
    at = end;
  }
  return dropped ? joined([...kept, bytes.subarray(at)]) : null;
}

/** The same photo without its metadata, or the very file given when it carries none. */
export async function withoutMetadata(file: File): Promise<File> {
  const bytes = await readBytes(file, file.size);
  const cleaned = jpegWithout(bytes) ?? pngWithout(bytes);
  return cleaned
    ? new File([cleaned], file.name, { type: file.type, lastModified: file.lastModified })
    : file;
}
