/**
 * The scaling decision and its fallbacks. jsdom cannot decode or draw images, so compressorjs is
 * replaced by a stand-in that answers what each test says and records the options it was given.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_SCALE_TIMEOUT_MS } from '@/config/constants';
import { readBytes } from '@/lib/fileSignature';

type Options = {
  success?: (result: Blob) => void;
  error?: (error: Error) => void;
  [option: string]: unknown;
};

const compressor = vi.hoisted(() => ({
  calls: [] as { file: Blob; options: Options }[],
  aborted: 0,
  /** What the stand-in does with a file: answer a blob, fail, or (undefined) never answer. */
  answer: (file: Blob): Blob | Error | undefined => file,
}));

vi.mock('compressorjs', () => ({
  default: class {
    private readonly options: Options;
    constructor(file: Blob, options: Options) {
      this.options = options;
      compressor.calls.push({ file, options });
      const answer = compressor.answer(file);
      if (answer instanceof Error) queueMicrotask(() => options.error?.(answer));
      else if (answer) queueMicrotask(() => options.success?.(answer));
    }
    abort() {
      compressor.aborted += 1;
      this.options.error?.(new Error('The compression process has been aborted.'));
    }
  },
}));

const { PhotoRefused, scalePhotoForUpload, shouldScalePhoto } = await import('@/lib/scalePhoto');

const file = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });
const BIG = 2_500_000;

beforeEach(() => {
  compressor.calls = [];
  compressor.aborted = 0;
  compressor.answer = (input) => new Blob([new Uint8Array(input.size / 5)], { type: input.type });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('shouldScalePhoto', () => {
  it('re-encodes JPEG, WebP and AVIF photos of any size', () => {
    expect(shouldScalePhoto(file('a.jpg', 'image/jpeg', 20_000))).toBe(true);
    expect(shouldScalePhoto(file('a.webp', 'image/webp', BIG))).toBe(true);
    expect(shouldScalePhoto(file('a.avif', 'image/avif', 20_000))).toBe(true);
  });

  it('sends PNG plans and other types as they are', () => {
    expect(shouldScalePhoto(file('plan.png', 'image/png', BIG))).toBe(false);
    expect(shouldScalePhoto(file('a.gif', 'image/gif', BIG))).toBe(false);
    expect(shouldScalePhoto(file('a.svg', 'image/svg+xml', BIG))).toBe(false);
    expect(shouldScalePhoto(file('cv.pdf', 'application/pdf', BIG))).toBe(false);
  });
});

describe('scalePhotoForUpload', () => {
  it('scales a large JPEG to at most 2560 px at 0.85, keeping its type and name', async () => {
    const photo = file('front.jpg', 'image/jpeg', BIG);
    const sent = await scalePhotoForUpload(photo);
    expect(compressor.calls).toHaveLength(1);
    expect(compressor.calls[0]!.options).toMatchObject({
      maxWidth: 2560,
      maxHeight: 2560,
      quality: 0.85,
      mimeType: 'image/jpeg',
      convertTypes: [],
      convertSize: Infinity,
      checkOrientation: true,
      retainExif: false,
      strict: false,
    });
    expect(sent).toBeInstanceOf(File);
    expect(sent).not.toBe(photo);
    expect(sent.name).toBe('front.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBe(BIG / 5);
  });

  it('keeps a WebP a WebP', async () => {
    const sent = await scalePhotoForUpload(file('a.webp', 'image/webp', BIG));
    expect(compressor.calls[0]!.options.mimeType).toBe('image/webp');
    expect(sent.type).toBe('image/webp');
  });

  it('re-encodes an AVIF as a JPEG, named so', async () => {
    compressor.answer = (input) => new Blob([new Uint8Array(input.size / 5)], { type: 'image/jpeg' });
    const sent = await scalePhotoForUpload(file('terrace.view.avif', 'image/avif', BIG));
    expect(compressor.calls[0]!.options).toMatchObject({ mimeType: 'image/jpeg', retainExif: false });
    expect(sent).toMatchObject({ name: 'terrace.view.jpg', type: 'image/jpeg', size: BIG / 5 });
  });

  it.each([
    ['the browser cannot decode it', () => new Error('Failed to load the image.')],
    ['the browser answers another type', () => new Blob([new Uint8Array(10)], { type: 'image/png' })],
  ])('refuses an AVIF, saying why, when %s: its metadata would go up with it', async (_label, answer) => {
    compressor.answer = answer;
    const sent = scalePhotoForUpload(file('terrace.avif', 'image/avif', BIG));
    await expect(sent).rejects.toBeInstanceOf(PhotoRefused);
    await expect(sent).rejects.toThrow(
      '"terrace.avif" could not be converted to JPEG in this browser, and an AVIF photo can carry the place it was taken. Save it as JPEG and choose it again.',
    );
  });

  it('sends a WebP the browser re-encoded as PNG as the original, without its Exif', async () => {
    compressor.answer = () => new Blob([new Uint8Array(10)], { type: 'image/png' });
    const gps = [...new TextEncoder().encode('GPSLatitude 20.2961')];
    const chunk = (type: string, data: number[]) => [
      ...new TextEncoder().encode(type),
      data.length,
      0,
      0,
      0,
      ...data,
      ...(data.length % 2 ? [0] : []),
    ];
    const body = [...new TextEncoder().encode('WEBP'), ...chunk('VP8 ', [1, 2, 3, 4]), ...chunk('EXIF', gps)];
    const riff = (rest: number[]) => [...new TextEncoder().encode('RIFF'), rest.length, 0, 0, 0, ...rest];
    const photo = new File([new Uint8Array(riff(body))], 'balcony.webp', { type: 'image/webp' });
    const sent = await scalePhotoForUpload(photo);
    expect(Array.from(await readBytes(sent, sent.size))).toEqual(
      riff([...new TextEncoder().encode('WEBP'), ...chunk('VP8 ', [1, 2, 3, 4])]),
    );
  });

  it('sends a PNG plan untouched, without loading compressorjs', async () => {
    const plan = file('plan.png', 'image/png', BIG);
    expect(await scalePhotoForUpload(plan)).toBe(plan);
    expect(compressor.calls).toHaveLength(0);
  });

  it('re-encodes a small phone JPEG too, upright and without its Exif, and sends the copy even when it is larger', async () => {
    // A 20 KB photo whose Exif (APP1, FF E1) holds the phone's GPS position.
    const exif = [0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10, ...new TextEncoder().encode('Exif'), 0, 0];
    const photo = new File([new Uint8Array(exif), new Uint8Array(20_000)], 'balcony.jpg', {
      type: 'image/jpeg',
    });
    // What a canvas re-encoding answers: a JPEG with no APP1 segment, here a little larger.
    const reencoded = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(photo.size)], {
      type: 'image/jpeg',
    });
    compressor.answer = () => reencoded;
    const sent = await scalePhotoForUpload(photo);
    expect(compressor.calls).toHaveLength(1);
    expect(compressor.calls[0]!.file).toBe(photo);
    expect(compressor.calls[0]!.options).toMatchObject({
      checkOrientation: true,
      retainExif: false,
      strict: false,
    });
    expect(sent).not.toBe(photo);
    expect(sent.name).toBe('balcony.jpg');
    expect(Array.from(await readBytes(sent, 4))).toEqual([0xff, 0xd8, 0xff, 0xe0]);
  });

  it.each([
    ['of another type', () => new Blob([new Uint8Array(10)], { type: 'image/png' })],
    ['empty', () => new Blob([], { type: 'image/jpeg' })],
    ['the original', (input: Blob) => input],
  ])('sends the original when the result is %s', async (_label, answer) => {
    compressor.answer = answer;
    const photo = file('front.jpg', 'image/jpeg', BIG);
    expect(await scalePhotoForUpload(photo)).toBe(photo);
  });

  it('sends the original when the browser cannot decode the photo', async () => {
    compressor.answer = () => new Error('Failed to load the image.');
    const photo = file('broken.jpg', 'image/jpeg', BIG);
    expect(await scalePhotoForUpload(photo)).toBe(photo);
    expect(console.warn).toHaveBeenCalled();
  });

  it('sends a JPEG the browser cannot decode, and a PNG, without their Exif', async () => {
    compressor.answer = () => new Error('Failed to load the image.');
    const gps = new TextEncoder().encode('GPSLatitude 20.2961');
    const photo = new File(
      [
        new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00, gps.length + 2]),
        gps,
        new Uint8Array([0xff, 0xda, 0, 4, 1, 2]),
      ],
      'odd.jpg',
      { type: 'image/jpeg' },
    );
    const sent = await scalePhotoForUpload(photo);
    expect(Array.from(await readBytes(sent, sent.size))).toEqual([0xff, 0xd8, 0xff, 0xda, 0, 4, 1, 2]);

    const exifChunk = [0, 0, 0, gps.length, ...new TextEncoder().encode('eXIf'), ...gps, 0, 0, 0, 0];
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const plan = new File([new Uint8Array([...signature, ...exifChunk])], 'plan.png', { type: 'image/png' });
    expect(Array.from(await readBytes(await scalePhotoForUpload(plan), 1000))).toEqual(signature);
  });

  it('sends the original when scaling never ends, after the time limit', async () => {
    vi.useFakeTimers();
    compressor.answer = () => undefined;
    const photo = file('slow.jpg', 'image/jpeg', BIG);
    const sent = scalePhotoForUpload(photo);
    await vi.advanceTimersByTimeAsync(PHOTO_SCALE_TIMEOUT_MS + 1);
    // The original is then read for its metadata (none here), on the file reader's timers.
    await vi.runAllTimersAsync();
    expect(await sent).toBe(photo);
    expect(compressor.aborted).toBe(1);
  });

  it('stops scaling when cancelled, and does not start once cancelled', async () => {
    compressor.answer = () => undefined;
    const controller = new AbortController();
    const photo = file('front.jpg', 'image/jpeg', BIG);
    const sent = scalePhotoForUpload(photo, controller.signal);
    await vi.waitFor(() => expect(compressor.calls).toHaveLength(1));
    controller.abort();
    expect(await sent).toBe(photo);
    expect(compressor.aborted).toBe(1);

    expect(await scalePhotoForUpload(photo, controller.signal)).toBe(photo);
    expect(compressor.calls).toHaveLength(1);
  });
});
