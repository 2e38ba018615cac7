import { describe, expect, it } from 'vitest';
import { readBytes } from '@/lib/fileSignature';
import { withoutMetadata } from '@/lib/photoMetadata';

const text = (value: string) => Array.from(new TextEncoder().encode(value));
const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];
const GPS = text('GPSLatitude 20.2961 GPSLongitude 85.8245');

const jpeg = (...segments: number[][]) =>
  new File(
    [new Uint8Array([0xff, 0xd8, ...segments.flat(), 0xff, 0xda, 0x00, 0x04, 1, 2, 0xe1, 0xff, 0xd9])],
    'front.jpg',
    {
      type: 'image/jpeg',
      lastModified: 1_700_000_000_000,
    },
  );

function chunk(type: string, data: number[]): number[] {
  const length = [
    data.length >>> 24,
    (data.length >>> 16) & 0xff,
    (data.length >>> 8) & 0xff,
    data.length & 0xff,
  ];
  return [...length, ...text(type), ...data, 0, 0, 0, 0];
}
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (...chunks: number[][]) =>
  new File([new Uint8Array([...PNG_SIGNATURE, ...chunks.flat()])], 'plan.png', { type: 'image/png' });

const bytesOf = async (file: File) => Array.from(await readBytes(file, file.size));
const contains = (bytes: number[], part: number[]) =>
  bytes.some((_, at) => part.every((value, offset) => bytes[at + offset] === value));

describe('withoutMetadata', () => {
  it("takes a JPEG's Exif and IPTC segments out and keeps the rest, image data included", async () => {
    const jfif = segment(0xe0, text('JFIF\0'));
    const quantisation = segment(0xdb, [0, 1, 2, 3]);
    const photo = jpeg(
      jfif,
      segment(0xe1, [...text('Exif\0\0'), ...GPS]),
      quantisation,
      segment(0xed, text('Photoshop 3.0')),
    );
    const sent = await withoutMetadata(photo);
    const bytes = await bytesOf(sent);
    expect(contains(bytes, GPS)).toBe(false);
    expect(contains(bytes, text('Photoshop'))).toBe(false);
    expect(bytes).toEqual([
      0xff,
      0xd8,
      ...jfif,
      ...quantisation,
      0xff,
      0xda,
      0x00,
      0x04,
      1,
      2,
      0xe1,
      0xff,
      0xd9,
    ]);
    expect(sent).toMatchObject({ name: 'front.jpg', type: 'image/jpeg', lastModified: 1_700_000_000_000 });
  });

  it("takes a PNG's eXIf and text chunks out", async () => {
    const header = chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
    const data = chunk('IDAT', [1, 2, 3]);
    const end = chunk('IEND', []);
    const sent = await withoutMetadata(
      png(header, chunk('eXIf', GPS), chunk('tEXt', text('Author\0Me')), data, end),
    );
    expect(await bytesOf(sent)).toEqual([...PNG_SIGNATURE, ...header, ...data, ...end]);
  });

  it("takes a WebP's EXIF and XMP chunks out, and tells its RIFF size and VP8X flags", async () => {
    const little = (value: number) => [
      value & 0xff,
      (value >>> 8) & 0xff,
      (value >>> 16) & 0xff,
      value >>> 24,
    ];
    const riffChunk = (type: string, data: number[]) => [
      ...text(type),
      ...little(data.length),
      ...data,
      ...(data.length % 2 ? [0] : []),
    ];
    const webp = (flags: number, ...chunks: number[][]) => {
      // VP8X: flags, three reserved bytes, then the canvas's width and height less one (24 bits each).
      const rest = [
        ...text('WEBP'),
        ...riffChunk('VP8X', [flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        ...chunks.flat(),
      ];
      return [...text('RIFF'), ...little(rest.length), ...rest];
    };
    const image = riffChunk('VP8 ', [1, 2, 3, 4, 5]);
    const xmp = riffChunk('XMP ', text('<x:xmpmeta>GPS</x:xmpmeta>'));
    // Alpha (0x10) stays; EXIF (0x08) and XMP (0x04) go with their chunks.
    const photo = new File([new Uint8Array(webp(0x1c, image, riffChunk('EXIF', GPS), xmp))], 'a.webp', {
      type: 'image/webp',
    });
    const sent = await withoutMetadata(photo);
    const bytes = await bytesOf(sent);
    expect(bytes).toEqual(webp(0x10, image));
    expect(contains(bytes, GPS)).toBe(false);
    expect(sent).toMatchObject({ name: 'a.webp', type: 'image/webp' });
  });

  it('answers the very file when there is nothing to take out, or it cannot be read', async () => {
    const plain = jpeg(segment(0xe0, text('JFIF\0')));
    expect(await withoutMetadata(plain)).toBe(plain);
    const cut = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00, 1, 2])], 'cut.jpg', {
      type: 'image/jpeg',
    });
    expect(await withoutMetadata(cut)).toBe(cut);
    const gif = new File([new Uint8Array(text('GIF89a'))], 'a.gif', { type: 'image/gif' });
    expect(await withoutMetadata(gif)).toBe(gif);
    const cutWebp = new File([new Uint8Array([...text('RIFFxxxxWEBPEXIF'), 0xff, 0, 0, 0, 1])], 'cut.webp', {
      type: 'image/webp',
    });
    expect(await withoutMetadata(cutWebp)).toBe(cutWebp);
  });
});
