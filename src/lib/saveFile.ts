/** Fetched to a blob: for a file on another origin an a[download] link would only navigate. */
import { DOWNLOAD_TIMEOUT_MS } from '@/config/constants';
import { secondsText, startDeadline, type Deadline } from './deadline';

export class DownloadError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'cancelled' | 'failed' = 'failed',
  ) {
    super(message);
  }
}

export const DOWNLOAD_TIMEOUT_TEXT = `The file host did not answer in ${secondsText(DOWNLOAD_TIMEOUT_MS)}. Please try again.`;

/** Fails only when no byte has come for DOWNLOAD_TIMEOUT_MS: a large file on a slow link still arrives. */
export async function fetchBlob(url: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const clock = startDeadline(DOWNLOAD_TIMEOUT_MS, options.signal);
  try {
    const response = await fetch(url, { signal: clock.signal });
    if (!response.ok) throw new DownloadError(`The file could not be downloaded (${response.status}).`);
    clock.restart();
    return await readBody(response, clock);
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    if (clock.timedOut) throw new DownloadError(DOWNLOAD_TIMEOUT_TEXT, 'timeout');
    if (options.signal?.aborted) throw new DownloadError('The download was cancelled.', 'cancelled');
    throw new DownloadError('The file could not be downloaded. Check your connection and try again.');
  } finally {
    clock.stop();
  }
}

/** The body a chunk at a time, each chunk restarting the clock. */
async function readBody(response: Response, clock: Deadline): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  // A stalled read may never settle by itself: cancelling ends it, and the abort is thrown below.
  const cancel = () => void reader.cancel().catch(() => undefined);
  clock.signal.addEventListener('abort', cancel, { once: true });
  try {
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (clock.signal.aborted) throw new DOMException('The download stopped.', 'AbortError');
      if (done) return new Blob(chunks, { type });
      chunks.push(value);
      clock.restart();
    }
  } finally {
    clock.signal.removeEventListener('abort', cancel);
  }
}

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
};

/** The browser reads the object URL after the click returns. */
const REVOKE_AFTER_MS = 10_000;
const MAX_NAME_LENGTH = 100;

function fileExtension(url: string, type = ''): string {
  let path = '';
  try {
    path = new URL(url, 'http://localhost/').pathname;
  } catch {
    path = '';
  }
  const match = /\.([a-z0-9]{2,5})$/i.exec(path);
  if (match?.[1]) return match[1].toLowerCase();
  return EXTENSION_BY_TYPE[type.split(';')[0]?.trim() ?? ''] ?? '';
}

export function downloadFileName(name: string, url: string, type = '', fallback = 'image'): string {
  const printable = Array.from(name, (char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('');
  const base =
    printable
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '')
      .slice(0, MAX_NAME_LENGTH)
      .trim() || fallback;
  const extension = fileExtension(url, type);
  if (!extension || base.toLowerCase().endsWith(`.${extension}`)) return base;
  return `${base}.${extension}`;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}
