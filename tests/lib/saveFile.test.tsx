import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_TIMEOUT_MS } from '@/config/constants';
import { DOWNLOAD_TIMEOUT_TEXT, DownloadError, downloadFileName, fetchBlob, saveBlob } from '@/lib/saveFile';
import { server } from '@/mocks/node';
import { failureOf } from '@tests/test-utils/capture';

describe('downloadFileName', () => {
  it.each([
    ['Living room, Kalinga Heights', '/images/demo/interior-1.svg', '', 'Living room, Kalinga Heights.svg'],
    ['Lobby', 'https://cdn.example.com/a/b/lobby.JPG?x=1#y', '', 'Lobby.jpg'],
    ['Lobby', 'https://cdn.example.com/image/upload/abc', 'image/png', 'Lobby.png'],
    ['Lobby', 'https://cdn.example.com/image/upload/abc', 'image/jpeg; charset=binary', 'Lobby.jpg'],
    ['Lobby', 'https://cdn.example.com/image/upload/abc', '', 'Lobby'],
    ['photo.jpg', 'https://cdn.example.com/photo.jpg', '', 'photo.jpg'],
    ['Tower A/B: "night" view?', '/x.png', '', 'Tower A B night view.png'],
    ['  ', '/x.webp', '', 'image.webp'],
    ['..hidden', '/x.png', '', 'hidden.png'],
    ['line\nbreak\ttab', '/x.png', '', 'line break tab.png'],
  ])('%j from %s (%s) is %j', (name, url, type, expected) => {
    expect(downloadFileName(name, url, type)).toBe(expected);
  });

  it('keeps a very long name to 100 characters before the extension', () => {
    const name = downloadFileName('x'.repeat(300), '/a.png');
    expect(name).toBe(`${'x'.repeat(100)}.png`);
  });
});

describe('saveBlob', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('clicks a hidden a[download] on an object URL, removes it and revokes the URL later', () => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:saved');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
      expect(document.body.contains(this)).toBe(true);
    });
    const blob = new Blob(['x'], { type: 'image/png' });
    saveBlob(blob, 'Pool.png');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('Pool.png');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:saved');
    expect(document.body.contains(clicked[0]!)).toBe(false);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:saved');
  });
});

describe('fetchBlob', () => {
  const FILE = 'https://files.example.com/gallery/pool.png';

  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the whole file', async () => {
    server.use(
      http.get(
        FILE,
        () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    const blob = await fetchBlob(FILE);
    expect(blob.size).toBe(3);
    expect(blob.type).toBe('image/png');
  });

  it('fails naming the status of a refusal', async () => {
    server.use(http.get(FILE, () => new HttpResponse('gone', { status: 404 })));
    const error = await failureOf(fetchBlob(FILE));
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as DownloadError).message).toBe('The file could not be downloaded (404).');
  });

  it(`fails with a clear message when the host has not answered in ${DOWNLOAD_TIMEOUT_MS} ms; a retry works`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let arrived = 0;
    server.use(
      http.get(FILE, () => {
        arrived += 1;
        return new Promise<Response>(() => undefined);
      }),
    );
    const downloading = failureOf(fetchBlob(FILE));
    await vi.waitFor(() => expect(arrived).toBe(1));
    await vi.advanceTimersByTimeAsync(DOWNLOAD_TIMEOUT_MS - 500);
    let settled = false;
    void downloading.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await downloading;
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as DownloadError).reason).toBe('timeout');
    expect((error as Error).message).toBe(DOWNLOAD_TIMEOUT_TEXT);
    expect(DOWNLOAD_TIMEOUT_TEXT).toBe('The file host did not answer in 15 seconds. Please try again.');

    server.use(http.get(FILE, () => new HttpResponse(new Uint8Array([9]))));
    await expect(fetchBlob(FILE)).resolves.toMatchObject({ size: 1 });
  });

  /**
   * A body of `count` chunks, one every `everyMs`; then the end, or (stall) nothing more ever. It
   * ends when the request is aborted, as a browser's body does.
   */
  function trickle(signal: AbortSignal, count: number, everyMs: number, then: 'end' | 'stall' = 'end') {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, everyMs));
        if (signal.aborted) controller.error(signal.reason);
        else if (sent < count) {
          controller.enqueue(new Uint8Array(CHUNK_BYTES));
          sent += 1;
        } else if (then === 'end') controller.close();
        else await new Promise(() => undefined);
      },
    });
  }
  const CHUNK_BYTES = 1_000;

  it(`takes a slow file that keeps coming, however long it takes in all: only ${DOWNLOAD_TIMEOUT_MS} ms without a byte fails`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const every = DOWNLOAD_TIMEOUT_MS / 3;
    server.use(
      http.get(
        FILE,
        ({ request }) =>
          new HttpResponse(trickle(request.signal, 12, every), { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    const downloading = fetchBlob(FILE);
    // Four times the time limit in all.
    await vi.advanceTimersByTimeAsync(13 * every);
    const blob = await downloading;
    expect(blob.size).toBe(12 * CHUNK_BYTES);
    expect(blob.type).toBe('image/png');
  });

  it(`fails with the same message when a file stops coming for ${DOWNLOAD_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const every = DOWNLOAD_TIMEOUT_MS / 3;
    server.use(http.get(FILE, ({ request }) => new HttpResponse(trickle(request.signal, 2, every, 'stall'))));
    const downloading = failureOf(fetchBlob(FILE));
    let settled = false;
    void downloading.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2 * every + DOWNLOAD_TIMEOUT_MS - 500);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await downloading;
    expect((error as DownloadError).reason).toBe('timeout');
    expect((error as Error).message).toBe(DOWNLOAD_TIMEOUT_TEXT);
  });

  it('stops when the caller cancels', async () => {
    server.use(http.get(FILE, () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const downloading = failureOf(fetchBlob(FILE, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    const error = await downloading;
    expect((error as DownloadError).reason).toBe('cancelled');
  });
});
