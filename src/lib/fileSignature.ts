/**
 * What a file is, told by its first bytes: its name, address or Content-Type are whatever
 * whoever made it chose.
 */
export interface SignedType {
  extension: 'pdf' | 'jpg' | 'png';
  mimeType: string;
}

const SIGNATURES: readonly (SignedType & { bytes: readonly number[] })[] = [
  { bytes: [0x25, 0x50, 0x44, 0x46], extension: 'pdf', mimeType: 'application/pdf' },
  { bytes: [0xff, 0xd8, 0xff], extension: 'jpg', mimeType: 'image/jpeg' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], extension: 'png', mimeType: 'image/png' },
];

/** FileReader rather than Blob.arrayBuffer: the one every browser and jsdom have. */
export function readBytes(blob: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const { result } = reader;
      resolve(result && typeof result !== 'string' ? new Uint8Array(result) : new Uint8Array());
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob.slice(0, count));
  });
}

/** A PDF, JPEG or PNG by its magic number, else null. */
export async function signedTypeOf(blob: Blob): Promise<SignedType | null> {
  const head = await readBytes(blob, 4);
  const found = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return found ? { extension: found.extension, mimeType: found.mimeType } : null;
}
