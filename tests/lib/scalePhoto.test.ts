/**
 * The scaling decision and its fallbacks. jsdom cannot decode or draw images, so compressorjs is
 * replaced by a stand-in that answers what each test says and records the options it was given.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_SCALE_MIN_BYTES, PHOTO_SCALE_TIMEOUT_MS } from '@/config/constants';

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

const { scalePhotoForUpload, shouldScalePhoto } = await import('@/lib/scalePhoto');

const file = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });
const BIG = PHOTO_SCALE_MIN_BYTES * 4;

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
  it('scales JPEG and WebP photos from the threshold up', () => {
    expect(shouldScalePhoto(file('a.jpg', 'image/jpeg', PHOTO_SCALE_MIN_BYTES))).toBe(true);
    expect(shouldScalePhoto(file('a.webp', 'image/webp', BIG))).toBe(true);
  });

  it('sends small files, PNG plans and other types as they are', () => {
    expect(shouldScalePhoto(file('a.jpg', 'image/jpeg', PHOTO_SCALE_MIN_BYTES - 1))).toBe(false);
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
      strict: true,
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

  it.each([
    ['a PNG plan', file('plan.png', 'image/png', BIG)],
    ['a small JPEG', file('small.jpg', 'image/jpeg', 20_000)],
  ])('sends %s untouched, without loading compressorjs', async (_label, input) => {
    expect(await scalePhotoForUpload(input)).toBe(input);
    expect(compressor.calls).toHaveLength(0);
  });

  it.each([
    ['larger', (input: Blob) => new Blob([new Uint8Array(input.size + 10)], { type: input.type })],
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

  it('sends the original when scaling never ends, after the time limit', async () => {
    vi.useFakeTimers();
    compressor.answer = () => undefined;
    const photo = file('slow.jpg', 'image/jpeg', BIG);
    const sent = scalePhotoForUpload(photo);
    await vi.advanceTimersByTimeAsync(PHOTO_SCALE_TIMEOUT_MS + 1);
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
