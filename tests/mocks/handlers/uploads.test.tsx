import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { resetDb } from '@/mocks/db';
import { uploadFile } from '@/lib/upload';
import { ORIGIN } from '@tests/test-utils/demoClient';

const UPLOAD_URL = `${ORIGIN}/demo-services/upload`;

interface Uploaded {
  secure_url: string;
  public_id: string;
  bytes: number;
  format: string;
}

function upload(file: File | null, preset: string | null) {
  const form = new FormData();
  if (file) form.append('file', file);
  if (preset !== null) form.append('upload_preset', preset);
  return fetch(UPLOAD_URL, { method: 'POST', body: form });
}

const pdfBytes = '%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n';

describe('upload service', () => {
  it('answers secure_url, and the URL then serves the file with its type', async () => {
    const response = await upload(new File([pdfBytes], 'resume.pdf', { type: 'application/pdf' }), 'resumes');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Uploaded;
    expect(body.secure_url).toMatch(/^http:\/\/localhost(:\d+)?\/demo-uploads\/[0-9a-f]{24}\.pdf$/);
    expect(body).toMatchObject({ bytes: pdfBytes.length, format: 'pdf' });
    expect(body.public_id).toMatch(/^resumes\//);

    const served = await fetch(body.secure_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('application/pdf');
    expect(await served.text()).toBe(pdfBytes);
  });

  it('takes the type from the name when the browser sent none', async () => {
    // A hand-made multipart body: jsdom's FormData loses file names on the way to fetch.
    const boundary = 'demo-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="plan.svg"',
      '',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      `--${boundary}`,
      'Content-Disposition: form-data; name="upload_preset"',
      '',
      'properties',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await fetch(UPLOAD_URL, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Uploaded;
    expect(answer.format).toBe('svg');
    expect((await fetch(answer.secure_url)).headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('answers 400 {error: {message}} without a file, with an unknown preset or a non-image', async () => {
    const cases = [
      upload(null, 'properties'),
      upload(new File(['x'], 'a.png', { type: 'image/png' }), 'someone-elses-preset'),
      upload(new File(['x'], 'a.png', { type: 'image/png' }), null),
      upload(new File(['x'], 'notes.txt', { type: 'text/plain' }), 'properties'),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(/\w{3,}/);
    }
  });

  it('serves 404 for an unknown upload and forgets uploads on resetDb', async () => {
    expect((await fetch(`${ORIGIN}/demo-uploads/0123456789abcdef01234567.png`)).status).toBe(404);
    const response = await upload(new File(['png'], 'a.png', { type: 'image/png' }), 'lands');
    const { secure_url: url } = (await response.json()) as Uploaded;
    expect((await fetch(url)).status).toBe(200);
    resetDb();
    expect((await fetch(url)).status).toBe(404);
  });

  it("works with the app's own upload client and every configured preset", async () => {
    for (const preset of Object.keys(env.uploadPresets) as (keyof typeof env.uploadPresets)[]) {
      const file = new File(['image-bytes'], 'photo.jpg', { type: 'image/jpeg' });
      const url = await uploadFile(file, { preset });
      const served = await fetch(url);
      expect(served.headers.get('Content-Type')).toBe('image/jpeg');
      expect(await served.text()).toBe('image-bytes');
    }
  });
});
