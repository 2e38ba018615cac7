/**
 * The one HTTP client for the `/real-estate` backend. It sends the admin token on every call and
 * reports a 401 on an authenticated call to whoever registered with `onUnauthorized`. Feature api
 * modules load it with their first call (lib/loadClient.ts); pages read errors from lib/errors.
 */
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { env } from '../config/env';
import { reportUnauthorized } from './errors';
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

http.interceptors.response.use(undefined, (error: unknown) => {
  if (
    error instanceof AxiosError &&
    error.response?.status === 401 &&
    !error.config?.skipSessionCheck &&
    getToken() !== null
  ) {
    reportUnauthorized();
  }
  return Promise.reject(error);
});

export {
  errorMessage,
  FALLBACK_ERROR,
  NETWORK_ERROR,
  onUnauthorized,
  serverMessage,
  statusOf,
  TIMEOUT_ERROR,
} from './errors';
