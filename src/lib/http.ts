/**
 * The one HTTP client for the `/real-estate` backend. It sends the admin token on every call and
 * reports a 401 on an authenticated call to whoever registered with `onUnauthorized` (lib/errors.ts).
 * Feature api modules load it with their first call (lib/loadClient.ts); pages read errors from
 * lib/errors.
 */
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import { startDeadline, type Deadline } from './deadline';
import { reportUnauthorized } from './errors';
import { getToken } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Login and recovery: a 401 there is a wrong password, not an expired session. */
    skipSessionCheck?: boolean;
  }
}

/** How long any backend call may take before it fails: past it, a page offers Retry. */
export const REQUEST_TIMEOUT_MS = 10_000;

export const http = axios.create({
  baseURL: env.apiBaseUrl,
  headers: { 'Content-Type': 'application/json' },
});

/**
 * Each call's clock (lib/deadline.ts): past REQUEST_TIMEOUT_MS its request is aborted and fails as
 * a timeout. Kept here rather than in XMLHttpRequest's own timeout, which request interceptors (the
 * demo backend's tests) do not honour. A call that brings its own abort signal (a dialog's Cancel)
 * is bounded too: either ends it.
 */
const clocks = new WeakMap<InternalAxiosRequestConfig, Deadline>();

function stopClock(config: InternalAxiosRequestConfig | undefined): boolean {
  const clock = config ? clocks.get(config) : undefined;
  clock?.stop();
  return clock?.timedOut ?? false;
}

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const clock = startDeadline(REQUEST_TIMEOUT_MS, config.signal);
  clocks.set(config, clock);
  config.signal = clock.signal;
  return config;
});

http.interceptors.response.use(
  (response) => {
    stopClock(response.config);
    return response;
  },
  (error: unknown) => {
    if (!(error instanceof AxiosError)) return Promise.reject(error);
    if (stopClock(error.config)) {
      const message = `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`;
      return Promise.reject(new AxiosError(message, 'ETIMEDOUT', error.config, error.request));
    }
    if (error.response?.status === 401 && !error.config?.skipSessionCheck && getToken() !== null) {
      reportUnauthorized();
    }
    return Promise.reject(error);
  },
);
