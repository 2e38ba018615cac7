/** No axios import: pages import this module, and axios loads only with the first request. */
import { MAX_SHOWN_MESSAGE } from '@/config/limits';
import { isHttpFailure } from './httpStatus';

export const FALLBACK_ERROR = 'Something went wrong. Please try again.';
export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';
export const TIMEOUT_ERROR = 'The server took too long to answer. Please try again.';

function shownMessage(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (trimmed.length <= MAX_SHOWN_MESSAGE) return trimmed;
  return `${trimmed.slice(0, MAX_SHOWN_MESSAGE - 1).trimEnd()}…`;
}

function pickMessage(data: unknown): string | null {
  if (typeof data === 'string') {
    return data.trim().startsWith('<') ? null : shownMessage(data);
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  for (const key of ['message', 'massage', 'error'] as const) {
    const value = record[key];
    const message = typeof value === 'string' ? shownMessage(value) : null;
    if (message) return message;
  }
  // The image host answers `{error: {message}}`.
  return record.error && typeof record.error === 'object' ? pickMessage(record.error) : null;
}

/** `massage` is the backend's spelling in project answers. */
export function errorMessage(error: unknown, fallback: string = FALLBACK_ERROR): string {
  if (isHttpFailure(error)) {
    const fromServer = pickMessage(error.response?.data);
    if (fromServer) return fromServer;
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return TIMEOUT_ERROR;
    if (!error.response) return NETWORK_ERROR;
    return fallback;
  }
  return (error instanceof Error && shownMessage(error.message)) || fallback;
}

/** The site's own error texts as a page in another language words them (the `listings` catalogue's). */
export interface ErrorWords {
  readonly fallback: string;
  readonly network: string;
  readonly timeout: string;
}

/**
 * errorMessage in a page's words: the site's own texts from `words` (`own`), a server's own message
 * as it came, in English.
 */
export function errorMessageIn(error: unknown, words: ErrorWords): { message: string; own: boolean } {
  const message = errorMessage(error);
  const ours = new Map([
    [FALLBACK_ERROR, words.fallback],
    [NETWORK_ERROR, words.network],
    [TIMEOUT_ERROR, words.timeout],
  ]).get(message);
  return ours === undefined ? { message, own: false } : { message: ours, own: true };
}

export function serverMessage(error: unknown): string | null {
  return isHttpFailure(error) ? pickMessage(error.response?.data) : null;
}
