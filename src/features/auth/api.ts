import { http } from '../../lib/http';
import { loadParsers } from '../../lib/loadParsers';
import type { AdminInfo, LoginAnswer, LoginInput, RecoveryInput } from './schema';

export async function login(input: LoginInput): Promise<LoginAnswer> {
  const [{ data }, { loginAnswerSchema }] = await Promise.all([
    http.post<unknown>('/admin/admin-login', input, {
      headers: { 'Content-Type': 'application/json' },
      skipSessionCheck: true,
    }),
    loadParsers(() => import('./schema')),
  ]);
  return loginAnswerSchema.parse(data);
}

export async function recoverPassword(input: RecoveryInput): Promise<void> {
  await http.post('/admin/forgot-password', input, { skipSessionCheck: true });
}

/** An admin call (the profile page): a 401 here means the session expired, like any other. */
export async function getAllAdmins(): Promise<AdminInfo[]> {
  const [{ data }, { parseList, adminInfoSchema }] = await Promise.all([
    http.get<unknown>('/admin/get-all-admins'),
    loadParsers(() => import('./schema')),
  ]);
  return parseList(adminInfoSchema, data, ['data', 'admins', 'details']);
}
