import { HttpResponse } from 'msw';
import { adminFromHeader } from '@/mocks/tokens';

/** Relative in demo mode, absolute in tests. */
export const api = (path: string) => `*/real-estate${path}`;

export const anyOrigin = (url: string) => (/^https?:\/\//i.test(url) ? url : `*${url}`);

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const INVALID_BODY = 'The request body must be a JSON object.';

export type MessageKey = 'message' | 'massage';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return isRecord(body) ? body : null;
  } catch {
    return null;
  }
}

export function str(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function errorAnswer(status: number, text: string, key: MessageKey = 'message') {
  return HttpResponse.json({ [key]: text }, { status });
}

export function requireAdmin(request: Request, key: MessageKey = 'message') {
  return adminFromHeader(request.headers.get('Authorization'))
    ? null
    : errorAnswer(401, SESSION_EXPIRED, key);
}

export function newestFirst<T>(records: readonly T[], date: (record: T) => string): T[] {
  const time = (record: T) => {
    const value = Date.parse(date(record));
    return Number.isNaN(value) ? -Infinity : value;
  };
  return [...records].sort((a, b) => time(b) - time(a));
}
