import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { READ_TIMEOUT_MS, WRITE_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { startDeadline, type Deadline } from './deadline';
import { reportUnauthorized } from './unauthorized';
import { getToken } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Login and recovery: a 401 there is a wrong password, not an expired session. */
    skipSessionCheck?: boolean;
  }
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

const timeLimitOf = (method: string | undefined): number =>
  WRITES.has(method?.toLowerCase() ?? 'get') ? WRITE_TIMEOUT_MS : READ_TIMEOUT_MS;

export const http = axios.create({
  baseURL: env.apiBaseUrl,
  headers: { 'Content-Type': 'application/json' },
});

/** Not XMLHttpRequest's own timeout, which request interceptors (the demo backend in tests) do not honour. */
const clocks = new WeakMap<InternalAxiosRequestConfig, Deadline>();

/** The token each call carried: a 401 ends the session only when it answers the token still held. */
const sentWith = new WeakMap<InternalAxiosRequestConfig, string>();

function stopClock(config: InternalAxiosRequestConfig | undefined): boolean {
  const clock = config ? clocks.get(config) : undefined;
  clock?.stop();
  return clock?.timedOut ?? false;
}

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = getToken();
  if (token) {
    config.headers.set('Authorization', `Bearer ${token}`);
    sentWith.set(config, token);
  }
  const clock = startDeadline(timeLimitOf(config.method), config.signal);
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
      const message = `timeout of ${timeLimitOf(error.config?.method)}ms exceeded`;
      return Promise.reject(new AxiosError(message, 'ETIMEDOUT', error.config, error.request));
    }
    // A late 401 for a token given up since (signed out, then in again) says nothing of this session.
    const forCurrentToken = error.config !== undefined && sentWith.get(error.config) === getToken();
    if (error.response?.status === 401 && !error.config?.skipSessionCheck && forCurrentToken) {
      reportUnauthorized();
    }
    return Promise.reject(error);
  },
);
