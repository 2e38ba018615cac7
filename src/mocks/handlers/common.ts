/** Helpers every demo handler shares: paths, request bodies, the admin check and error answers. */
import { HttpResponse } from 'msw';
import { adminFromHeader } from '@/mocks/tokens';

/** A backend path on any origin: relative in demo mode, absolute in tests. */
export const api = (path: string) => `*/real-estate${path}`;

/** An upload or email URL as an msw pattern: absolute URLs as they are, paths on any origin. */
export const anyOrigin = (url: string) => (/^https?:\/\//i.test(url) ? url : `*${url}`);

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const INVALID_BODY = 'The request body must be a JSON object.';

/** The field that carries error text: the backend spells it `massage` for projects. */
export type MessageKey = 'message' | 'massage';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON object in a request body, or null when the body is missing, not JSON or not an object. */
export async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return isRecord(body) ? body : null;
  } catch {
    return null;
  }
}

/** A trimmed string from a string or number field; '' for anything else. */
export function str(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function errorAnswer(status: number, text: string, key: MessageKey = 'message') {
  return HttpResponse.json({ [key]: text }, { status });
}

/** The 401 answer for an admin call without a valid token, or null when the token is good. */
export function requireAdmin(request: Request, key: MessageKey = 'message') {
  return adminFromHeader(request.headers.get('Authorization'))
    ? null
    : errorAnswer(401, SESSION_EXPIRED, key);
}
