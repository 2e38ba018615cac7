/**
 * The image-hosting upload client: one multipart request (`file` + `upload_preset`) per file,
 * answering `secure_url`. Files of the wrong type or over the size limit are refused before
 * anything is sent, and a batch reports each file's result so one failure never loses the rest.
 * An upload that makes no progress for UPLOAD_STALL_MS fails (a stalled image host); the caller's
 * signal cancels it.
 */
import { MAX_UPLOAD_BYTES, RESUME_EXTENSIONS, UPLOAD_STALL_MS } from '@/config/constants';
import { env, type UploadPreset } from '@/config/env';
import { secondsText, startDeadline } from './deadline';
import { errorMessage } from './errors';
import { loadAxios } from './loadClient';

/** What a file is for: images accept image/*; resumes .jpg, .jpeg, .png and .pdf. */
export type UploadKind = 'image' | 'resume';

export interface UploadOptions {
  preset: UploadPreset;
  kind?: UploadKind;
  /** Called with 0-100 as the file is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export type UploadResult = { file: File; ok: true; url: string } | { file: File; ok: false; error: string };

const RESUME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const MEGABYTE = 1024 * 1024;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Why a file cannot be uploaded, or null when it can. */
export function refusalReason(file: File, kind: UploadKind = 'image'): string | null {
  if (kind === 'image' && !file.type.startsWith('image/')) {
    return `"${file.name}" is not an image. Please choose an image file.`;
  }
  if (kind === 'resume') {
    const extensionOk = (RESUME_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
    const typeOk = file.type === '' || RESUME_TYPES.includes(file.type);
    if (!extensionOk || !typeOk) return `"${file.name}" must be a .jpg, .jpeg, .png or .pdf file.`;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return `"${file.name}" is larger than ${MAX_UPLOAD_BYTES / MEGABYTE} MB.`;
  }
  return null;
}

export class UploadError extends Error {}

/** The message of an upload the image host stopped answering. */
const stalledText = (fileName: string) =>
  `The upload of "${fileName}" stopped: no progress for ${secondsText(UPLOAD_STALL_MS)}. Please try again.`;
/** The message of an upload the person cancelled. */
const cancelledText = (fileName: string) => `The upload of "${fileName}" was cancelled.`;

/** Uploads one file and answers its hosted URL. */
export async function uploadFile(file: File, options: UploadOptions): Promise<string> {
  const refusal = refusalReason(file, options.kind);
  if (refusal) throw new UploadError(refusal);

  const form = new FormData();
  form.append('file', file);
  form.append('upload_preset', env.uploadPresets[options.preset]);
  // Restarted by every progress event: only an upload that stops moving fails.
  const clock = startDeadline(UPLOAD_STALL_MS, options.signal);
  try {
    // Loaded with the first upload, not with the page (see lib/loadClient.ts).
    const axios = await loadAxios();
    const { data } = await axios.post<unknown>(env.uploadUrl, form, {
      signal: clock.signal,
      onUploadProgress: (event) => {
        clock.restart();
        if (options.onProgress && event.total) {
          options.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      },
    });
    const url =
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>).secure_url : undefined;
    if (typeof url !== 'string' || !url)
      throw new UploadError(`The upload of "${file.name}" gave no address.`);
    options.onProgress?.(100);
    return url;
  } catch (error) {
    if (error instanceof UploadError) throw error;
    if (clock.timedOut) throw new UploadError(stalledText(file.name));
    if (options.signal?.aborted) throw new UploadError(cancelledText(file.name));
    throw new UploadError(`"${file.name}" could not be uploaded: ${errorMessage(error)}`);
  } finally {
    clock.stop();
  }
}

export interface BatchOptions extends Omit<UploadOptions, 'onProgress'> {
  /** Called with the file's index in the batch and its 0-100 progress. */
  onProgress?: (index: number, percent: number) => void;
}

/** Uploads files one request each, in parallel, and reports every file's own result. */
export function uploadFiles(files: readonly File[], options: BatchOptions): Promise<UploadResult[]> {
  return Promise.all(
    files.map(async (file, index): Promise<UploadResult> => {
      try {
        const url = await uploadFile(file, {
          ...options,
          onProgress: options.onProgress ? (percent) => options.onProgress?.(index, percent) : undefined,
        });
        return { file, ok: true, url };
      } catch (error) {
        return { file, ok: false, error: errorMessage(error) };
      }
    }),
  );
}
