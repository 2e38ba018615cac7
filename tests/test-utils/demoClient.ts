/** A tiny fetch client for driving the demo backend's handlers directly, without the app's own client. */
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_PHONE } from '@/mocks/seed/admins';

export const ORIGIN = 'http://localhost';
const BASE = `${ORIGIN}/real-estate`;

export interface DemoAnswer<T> {
  status: number;
  body: T;
}

interface CallOptions {
  body?: unknown;
  token?: string;
}

/** Calls a backend path and answers the status and the parsed JSON body. */
export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  { body, token }: CallOptions = {},
): Promise<DemoAnswer<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Signs in as the demo admin and answers the token (nothing is stored: pass it to `call`). */
export async function demoAdminToken(): Promise<string> {
  const { status, body } = await call<{ token: string }>('POST', '/admin/admin-login', {
    body: { phoneNo: DEMO_ADMIN_PHONE, password: DEMO_ADMIN_PASSWORD },
  });
  if (status !== 200) throw new Error(`Sign-in failed with ${status}`);
  return body.token;
}
