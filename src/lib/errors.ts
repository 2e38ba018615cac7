/**
 * What a failed backend call means to a person, without the HTTP library itself: pages import
 * these, so the client (axios) loads with the first request instead of with the page.
 */
import { MAX_SHOWN_MESSAGE } from '@/config/limits';

export const FALLBACK_ERROR = 'Something went wrong. Please try again.';
export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';
export const TIMEOUT_ERROR = 'The server took too long to answer. Please try again.';

/** The parts of an axios error we read (axios marks its errors with `isAxiosError`). */
interface HttpFailure {
  isAxiosError: true;
  code?: string;
  response?: { status?: number; data?: unknown };
}

function isHttpFailure(error: unknown): error is HttpFailure {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/**
 * A message as a person sees it: trimmed, and cut to MAX_SHOWN_MESSAGE characters with an
 * ellipsis (a server may answer with a stack trace or a whole document); null when empty.
 */
function shownMessage(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (trimmed.length <= MAX_SHOWN_MESSAGE) return trimmed;
  return `${trimmed.slice(0, MAX_SHOWN_MESSAGE - 1).trimEnd()}…`;
}

function pickMessage(data: unknown): string | null {
  if (typeof data === 'string') {
    // An HTML error page is not a message to show.
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

/**
 * The text to show for any failure: the answer's `message`, else `massage` (the backend's
 * spelling for projects), else a plain fallback; network failures and timeouts get their own.
 */
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

/** The server's own message, or null when it gave none (recovery shows nothing then). */
export function serverMessage(error: unknown): string | null {
  return isHttpFailure(error) ? pickMessage(error.response?.data) : null;
}

/** The HTTP status of a failed backend call, or null when there was no answer (or no call). */
export function statusOf(error: unknown): number | null {
  return isHttpFailure(error) ? (error.response?.status ?? null) : null;
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Registers what happens when the backend says the session is no longer valid. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Called by the HTTP client on a 401 from an authenticated call. */
export function reportUnauthorized(): void {
  unauthorizedListeners.forEach((listener) => listener());
}
