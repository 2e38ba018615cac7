import {
  MAX_UPLOAD_BYTES,
  PICKABLE_IMAGE_TYPES,
  RESUME_EXTENSIONS,
  UPLOAD_STALL_MS,
  UPLOADS_AT_ONCE,
} from '@/config/constants';
import { env, type UploadPreset } from '@/config/env';
import { formatBytes } from './byteSize';
import { secondsText, startDeadline } from './deadline';
import { errorMessage } from './errors';
import { loadAxios } from './http';
import { inTurn } from './inTurn';

export type UploadKind = 'image' | 'resume';

export interface UploadOptions {
  preset: UploadPreset;
  kind?: UploadKind;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export type UploadResult = { file: File; ok: true; url: string } | { file: File; ok: false; error: string };

const RESUME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const PICKABLE_IMAGE_NAMES = 'JPEG, PNG, WebP, GIF or AVIF';

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Why a file cannot be sent, for a form to say in its own words; null when it can. */
export type Refusal = 'notImage' | 'notShownType' | 'wrongResumeType' | 'tooLarge';

export function refusalOf(file: File, kind: UploadKind = 'image'): Refusal | null {
  if (kind === 'image' && !file.type.startsWith('image/')) return 'notImage';
  // HEIC, TIFF and the like: the upload would work, and no visitor's browser could show it.
  if (kind === 'image' && !(PICKABLE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'notShownType';
  }
  if (kind === 'resume') {
    const extensionOk = (RESUME_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
    const typeOk = file.type === '' || RESUME_TYPES.includes(file.type);
    if (!extensionOk || !typeOk) return 'wrongResumeType';
  }
  return file.size > MAX_UPLOAD_BYTES ? 'tooLarge' : null;
}

const REFUSAL_TEXT: Record<Refusal, (name: string) => string> = {
  notImage: (name) => `"${name}" is not an image. Please choose an image file.`,
  notShownType: (name) =>
    `"${name}" is not an image type browsers show. Please choose a ${PICKABLE_IMAGE_NAMES} image.`,
  wrongResumeType: (name) => `"${name}" must be a .jpg, .jpeg, .png or .pdf file.`,
  tooLarge: (name) => `"${name}" is larger than ${formatBytes(MAX_UPLOAD_BYTES)}.`,
};

/** Why a file cannot be sent, in English (the back office's words); null when it can. */
export function refusalReason(file: File, kind: UploadKind = 'image'): string | null {
  const refusal = refusalOf(file, kind);
  return refusal ? REFUSAL_TEXT[refusal](file.name) : null;
}

export class UploadError extends Error {}

const stalledText = (fileName: string) =>
  `The upload of "${fileName}" stopped: no progress for ${secondsText(UPLOAD_STALL_MS)}. Please try again.`;
const cancelledText = (fileName: string) => `The upload of "${fileName}" was cancelled.`;

/** Every upload on the page, whichever form or dialog started it, takes its turn here. */
const uploadInTurn = inTurn(UPLOADS_AT_ONCE);

/**
 * Waits for its turn among UPLOADS_AT_ONCE uploads; its stall clock starts with its request, so
 * time spent waiting is never taken for a stall.
 */
export function uploadFile(file: File, options: UploadOptions): Promise<string> {
  const refusal = refusalReason(file, options.kind);
  if (refusal) return Promise.reject(new UploadError(refusal));
  return uploadInTurn(() => send(file, options));
}

async function send(file: File, options: UploadOptions): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('upload_preset', env.uploadPresets[options.preset]);
  // Restarted by every progress event: only an upload that stops moving fails.
  const clock = startDeadline(UPLOAD_STALL_MS, options.signal);
  try {
    // Plain axios, not the backend's client: the image host is another origin and gets no session token.
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
  onProgress?: (index: number, percent: number) => void;
}

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
