import axios from 'axios';
import { delay, http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_STALL_MS, UPLOADS_AT_ONCE } from '@/config/constants';
import { env, type UploadPreset } from '@/config/env';
import { refusalReason, uploadFile, uploadFiles, UploadError } from '@/lib/upload';
import { server } from '@/mocks/node';
import { countRequests, failureOf, signInWithTestToken } from '@tests/test-utils/capture';

interface SentUpload {
  url: string;
  contentType: string | null;
  preset: FormDataEntryValue | null;
  fileType: string;
  fileText: string;
}

const UPLOAD_PATTERN = `*${env.uploadUrl}`;

/** Answers uploads with `reply` (given the file's text) and records what was sent. */
function uploadServer(reply: (fileText: string) => Response | Promise<Response>): SentUpload[] {
  const sent: SentUpload[] = [];
  server.use(
    mock.all(UPLOAD_PATTERN, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const isFile = typeof file === 'object' && file !== null;
      const fileText = isFile ? await file.text() : '';
      sent.push({
        url: request.url,
        contentType: request.headers.get('content-type'),
        preset: form.get('upload_preset'),
        fileType: isFile ? file.type : '',
        fileText,
      });
      return reply(fileText);
    }),
  );
  return sent;
}

const hosted = (name: string) => `https://images.example.com/${name}`;
const okReply = (fileText: string) => HttpResponse.json({ secure_url: hosted(fileText) });

const image = (body = 'png-bytes', name = 'front.png', type = 'image/png') =>
  new File([body], name, { type });

/** A file that claims `size` bytes without allocating them. */
function fileOfSize(size: number, name = 'big.png', type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

let counter: ReturnType<typeof countRequests>;
beforeEach(() => {
  counter = countRequests();
});
afterEach(() => counter.stop());

describe('uploadFile', () => {
  it.each<[UploadPreset]>([['properties'], ['lands'], ['resumes']])(
    'posts multipart file + upload_preset for %s and answers secure_url',
    async (preset) => {
      const sent = uploadServer(okReply);
      const url = await uploadFile(image('photo-1'), { preset });
      expect(url).toBe(hosted('photo-1'));
      expect(sent).toHaveLength(1);
      const [request] = sent;
      expect(new URL(request?.url ?? '').pathname).toBe(env.uploadUrl);
      expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(request?.preset).toBe(env.uploadPresets[preset]);
      expect(request?.fileText).toBe('photo-1');
      expect(request?.fileType).toBe('image/png');
    },
  );

  it('uses the configured preset values', () => {
    expect(env.uploadPresets).toEqual({ properties: 'properties', lands: 'lands', resumes: 'resumes' });
  });

  it('accepts a .pdf resume', async () => {
    const sent = uploadServer(okReply);
    const resume = new File(['cv'], 'Priya-CV.pdf', { type: 'application/pdf' });
    await expect(uploadFile(resume, { preset: 'resumes', kind: 'resume' })).resolves.toBe(hosted('cv'));
    expect(sent[0]?.preset).toBe('resumes');
    expect(sent[0]?.fileType).toBe('application/pdf');
  });

  it.each([
    [
      'a non-image for kind image',
      new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }),
      'image',
      'is not an image',
    ],
    [
      'a text file for kind image',
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
      'image',
      'is not an image',
    ],
    [
      'a .docx resume',
      new File(['doc'], 'cv.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
      'resume',
      'must be a .jpg, .jpeg, .png or .pdf file',
    ],
    [
      'a .gif resume',
      new File(['gif'], 'cv.gif', { type: 'image/gif' }),
      'resume',
      'must be a .jpg, .jpeg, .png or .pdf file',
    ],
    [
      'a resume named .pdf that is not a PDF',
      new File(['x'], 'cv.pdf', { type: 'text/html' }),
      'resume',
      'must be a .jpg',
    ],
    ['an image over 10 MB', fileOfSize(MAX_UPLOAD_BYTES + 1), 'image', 'is larger than 10 MB'],
    [
      'a resume over 10 MB',
      fileOfSize(MAX_UPLOAD_BYTES + 1, 'cv.pdf', 'application/pdf'),
      'resume',
      'is larger than 10 MB',
    ],
  ] as const)('refuses %s before sending anything', async (_label, file, kind, reason) => {
    uploadServer(okReply);
    const error = await failureOf(
      uploadFile(file, { preset: kind === 'resume' ? 'resumes' : 'properties', kind }),
    );
    expect(error).toBeInstanceOf(UploadError);
    expect((error as Error).message).toContain(`"${file.name}"`);
    expect((error as Error).message).toContain(reason);
    expect(counter.count).toBe(0);
  });

  it('refuses a real Blob over 10 MB without sending it', async () => {
    uploadServer(okReply);
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await expect(uploadFile(big, { preset: 'properties' })).rejects.toThrow(
      '"huge.jpg" is larger than 10 MB.',
    );
    expect(counter.count).toBe(0);
  });

  it('accepts a file of exactly 10 MB', () => {
    expect(refusalReason(fileOfSize(MAX_UPLOAD_BYTES))).toBeNull();
  });

  it('names the file when the server refuses it', async () => {
    uploadServer(() => HttpResponse.json({ error: { message: 'Upload preset not found' } }, { status: 400 }));
    const error = await failureOf(
      uploadFile(image('x', 'kitchen.jpg', 'image/jpeg'), { preset: 'properties' }),
    );
    expect(error).toBeInstanceOf(UploadError);
    expect((error as Error).message).toMatch(/^"kitchen\.jpg" could not be uploaded: /);
  });

  it('includes the server message in the failure', async () => {
    uploadServer(() => HttpResponse.json({ message: 'Invalid image file' }, { status: 400 }));
    await expect(uploadFile(image('x', 'hall.png'), { preset: 'properties' })).rejects.toThrow(
      '"hall.png" could not be uploaded: Invalid image file',
    );
  });

  it('fails naming the file when the answer has no secure_url', async () => {
    uploadServer(() => HttpResponse.json({ url: 'http://images.example.com/x.png' }));
    await expect(uploadFile(image('x', 'gate.png'), { preset: 'properties' })).rejects.toThrow(
      'The upload of "gate.png" gave no address.',
    );
  });

  it.each([
    ['an empty secure_url', { secure_url: '' }],
    ['a non-text secure_url', { secure_url: 42 }],
    ['null', null],
  ])('fails for %s', async (_label, body) => {
    uploadServer(() => HttpResponse.json(body));
    await expect(uploadFile(image(), { preset: 'properties' })).rejects.toBeInstanceOf(UploadError);
  });

  it('reports progress up to 100', async () => {
    uploadServer(okReply);
    const progress: number[] = [];
    await uploadFile(image('p'.repeat(50_000)), {
      preset: 'properties',
      onProgress: (p) => progress.push(p),
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress.every((p) => p >= 0 && p <= 100)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('gives the cancelled message when aborted', async () => {
    server.use(
      mock.all(UPLOAD_PATTERN, async () => {
        await delay(2_000);
        return HttpResponse.json({ secure_url: hosted('late') });
      }),
    );
    const controller = new AbortController();
    const pending = failureOf(
      uploadFile(image('x', 'balcony.png'), { preset: 'properties', signal: controller.signal }),
    );
    setTimeout(() => controller.abort(), 20);
    const error = await pending;
    expect(error).toBeInstanceOf(UploadError);
    expect((error as Error).message).toBe('The upload of "balcony.png" was cancelled.');
  });

  it('gives the cancelled message when aborted before it starts', async () => {
    uploadServer(okReply);
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadFile(image('x', 'early.png'), { preset: 'properties', signal: controller.signal }),
    ).rejects.toThrow('The upload of "early.png" was cancelled.');
  });
});

describe('uploadFiles', () => {
  it('sends one request per file and reports each result in order', async () => {
    const sent = uploadServer((fileText) =>
      fileText === 'second'
        ? HttpResponse.json({ message: 'Rate limited' }, { status: 500 })
        : HttpResponse.json({ secure_url: hosted(fileText) }),
    );
    const files = [image('first', 'a.png'), image('second', 'b.png'), image('third', 'c.png')];
    const results = await uploadFiles(files, { preset: 'lands' });

    expect(sent).toHaveLength(3);
    expect(sent.every((request) => request.preset === env.uploadPresets.lands)).toBe(true);
    expect(results.map((result) => result.file)).toEqual(files);
    expect(results[0]).toEqual({ file: files[0], ok: true, url: hosted('first') });
    expect(results[1]).toEqual({
      file: files[1],
      ok: false,
      error: '"b.png" could not be uploaded: Rate limited',
    });
    expect(results[2]).toEqual({ file: files[2], ok: true, url: hosted('third') });
  });

  it('reports a refused file without sending it, keeping the others', async () => {
    const sent = uploadServer(okReply);
    const files = [
      image('one', 'a.png'),
      new File(['x'], 'plan.pdf', { type: 'application/pdf' }),
      image('three'),
    ];
    const results = await uploadFiles(files, { preset: 'properties' });
    expect(sent.map((request) => request.fileText).sort()).toEqual(['one', 'three']);
    expect(results.map((result) => result.ok)).toEqual([true, false, true]);
    expect(results[1]).toMatchObject({
      ok: false,
      error: expect.stringContaining('"plan.pdf" is not an image'),
    });
  });

  it('reports progress per file index', async () => {
    uploadServer(okReply);
    const seen = new Map<number, number>();
    await uploadFiles([image('a'), image('b')], {
      preset: 'properties',
      onProgress: (index, percent) => seen.set(index, percent),
    });
    expect(seen.get(0)).toBe(100);
    expect(seen.get(1)).toBe(100);
  });

  it('answers an empty list for no files', async () => {
    await expect(uploadFiles([], { preset: 'properties' })).resolves.toEqual([]);
    expect(counter.count).toBe(0);
  });
});

describe('uploads in turn', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`sends ${UPLOADS_AT_ONCE} uploads at a time, whatever the number of photos, and each one goes up`, async () => {
    let inFlight = 0;
    let most = 0;
    server.use(
      mock.all(UPLOAD_PATTERN, async ({ request }) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        const file = (await request.formData()).get('file');
        const text = typeof file === 'object' && file ? await file.text() : '';
        await delay(20);
        inFlight -= 1;
        return HttpResponse.json({ secure_url: hosted(text) });
      }),
    );
    const files = Array.from({ length: 10 }, (_, i) => image(`photo-${i}`, `photo-${i}.jpg`, 'image/jpeg'));
    const results = await uploadFiles(files, { preset: 'properties' });
    expect(UPLOADS_AT_ONCE).toBe(3);
    expect(most).toBe(UPLOADS_AT_ONCE);
    expect(results).toEqual(files.map((file, i) => ({ file, ok: true, url: hosted(`photo-${i}`) })));
  });

  it("starts a waiting upload's stall clock only when its request starts", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const STEP = UPLOAD_STALL_MS / 2;
    const started: number[] = [];
    // The first uploads move slowly for twice the stall time; the ones after them answer at once.
    const post = vi.spyOn(axios, 'post').mockImplementation(async (_url, _data, config) => {
      started.push(Date.now());
      if (started.length <= UPLOADS_AT_ONCE) {
        for (let step = 1; step <= 4; step += 1) {
          await new Promise((resolve) => setTimeout(resolve, STEP));
          if (config?.signal?.aborted) throw new Error('aborted');
          config?.onUploadProgress?.({ loaded: step, total: 4, bytes: 1, lengthComputable: true });
        }
      }
      return { data: { secure_url: hosted(`upload ${started.length}`) } };
    });
    const files = Array.from({ length: UPLOADS_AT_ONCE + 1 }, (_, i) => image(`${i}`, `photo-${i}.jpg`));
    const begun = Date.now();
    const uploading = uploadFiles(files, { preset: 'properties' });
    await vi.advanceTimersByTimeAsync(4 * STEP - 1_000);
    expect(post).toHaveBeenCalledTimes(UPLOADS_AT_ONCE);
    await vi.advanceTimersByTimeAsync(2_000);
    const results = await uploading;
    expect(results.map((result) => result.ok)).toEqual(files.map(() => true));
    expect(started.at(-1)! - begun).toBeGreaterThanOrEqual(4 * STEP);
  });
});

describe('the image host', () => {
  it('gets no session token from a signed-in administrator: it is not the backend', async () => {
    signInWithTestToken();
    const authorization: (string | null)[] = [];
    server.use(
      mock.all(UPLOAD_PATTERN, ({ request }) => {
        authorization.push(request.headers.get('Authorization'));
        return HttpResponse.json({ secure_url: hosted('front') });
      }),
    );
    await expect(uploadFile(image(), { preset: 'properties' })).resolves.toBe(hosted('front'));
    expect(authorization).toEqual([null]);
  });
});

describe('an image host that stops answering', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`fails an upload with no progress for ${UPLOAD_STALL_MS} ms with a clear message; a retry works`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let arrived = 0;
    server.use(
      mock.all(UPLOAD_PATTERN, () => {
        arrived += 1;
        return new Promise<Response>(() => undefined);
      }),
    );
    const uploading = failureOf(uploadFile(image('x', 'terrace.png'), { preset: 'properties' }));
    await vi.waitFor(() => expect(arrived).toBe(1));
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1_000);
    let settled = false;
    void uploading.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    const error = await uploading;
    expect(error).toBeInstanceOf(UploadError);
    expect((error as Error).message).toBe(
      'The upload of "terrace.png" stopped: no progress for 30 seconds. Please try again.',
    );

    uploadServer(okReply);
    await expect(uploadFile(image('again', 'terrace.png'), { preset: 'properties' })).resolves.toBe(
      hosted('again'),
    );
  });

  it('restarts the clock on every progress event: a slow upload that keeps moving is not cut off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // An upload that reports progress every 20 s for 100 s, then answers.
    const post = vi.spyOn(axios, 'post').mockImplementation(async (_url, _data, config) => {
      for (let sent = 1; sent <= 5; sent += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20_000));
        if (config?.signal?.aborted) throw new Error('aborted');
        config?.onUploadProgress?.({ loaded: sent, total: 5, bytes: 1, lengthComputable: true });
      }
      return { data: { secure_url: hosted('slow') } };
    });
    const uploading = uploadFile(image('x', 'slow.png'), { preset: 'properties' });
    await vi.advanceTimersByTimeAsync(100_000 + 100);
    await expect(uploading).resolves.toBe(hosted('slow'));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('leaves no clock running after an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    uploadServer(okReply);
    await uploadFile(image('warm'), { preset: 'properties' });
    const before = vi.getTimerCount();
    await uploadFile(image('p'), { preset: 'properties' });
    expect(vi.getTimerCount()).toBe(before);
  });
});
