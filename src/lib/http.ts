/**
 * The one HTTP client for the `/real-estate` backend. It sends the admin token on every call and
 * reports a 401 on an authenticated call to whoever registered with `onUnauthorized`.
 */
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { env } from '../config/env';
import { getToken } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Login and recovery: a 401 there is a wrong password, not an expired session. */
    skipSessionCheck?: boolean;
  }
}

/** How long any backend call may take before it fails. */
export const REQUEST_TIMEOUT_MS = 30_000;

export const http = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Registers what happens when the backend says the session is no longer valid. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

http.interceptors.response.use(undefined, (error: unknown) => {
  if (
    error instanceof AxiosError &&
    error.response?.status === 401 &&
    !error.config?.skipSessionCheck &&
    getToken() !== null
  ) {
    unauthorizedListeners.forEach((listener) => listener());
  }
  return Promise.reject(error);
});

export const FALLBACK_ERROR = 'Something went wrong. Please try again.';
export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';
export const TIMEOUT_ERROR = 'The server took too long to answer. Please try again.';

const pickMessage = (data: unknown): string | null => {
  if (typeof data === 'string') {
    const trimmed = data.trim();
    // An HTML error page is not a message to show.
    return trimmed && !trimmed.startsWith('<') && trimmed.length < 300 ? trimmed : null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  for (const key of ['message', 'massage', 'error'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  // The image host answers `{error: {message}}`.
  return record.error && typeof record.error === 'object' ? pickMessage(record.error) : null;
};

/**
 * The text to show for any failure: the answer's `message`, else `massage` (the backend's
 * spelling for projects), else a plain fallback; network failures and timeouts get their own.
 */
export function errorMessage(error: unknown, fallback: string = FALLBACK_ERROR): string {
  if (error instanceof AxiosError) {
    const fromServer = pickMessage(error.response?.data);
    if (fromServer) return fromServer;
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) return TIMEOUT_ERROR;
    if (!error.response) return NETWORK_ERROR;
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server's own message, or null when it gave none (recovery shows nothing then). */
export function serverMessage(error: unknown): string | null {
  return error instanceof AxiosError ? pickMessage(error.response?.data) : null;
}

/** The HTTP status of a failed backend call, or null when there was no answer (or no call). */
export function statusOf(error: unknown): number | null {
  return error instanceof AxiosError ? (error.response?.status ?? null) : null;
}
