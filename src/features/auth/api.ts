import { loadClientWith, loadHttp } from '../../lib/loadClient';
import type { AdminInfo, LoginAnswer, LoginInput, RecoveryInput } from './schema';

export async function login(input: LoginInput): Promise<LoginAnswer> {
  const { http, loginAnswerSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.post<unknown>('/admin/admin-login', input, {
    headers: { 'Content-Type': 'application/json' },
    skipSessionCheck: true,
  });
  return loginAnswerSchema.parse(data);
}

export async function recoverPassword(input: RecoveryInput): Promise<void> {
  const http = await loadHttp();
  await http.post('/admin/forgot-password', input, { skipSessionCheck: true });
}

/** An admin call (the profile page): a 401 here means the session expired, like any other. */
export async function getAllAdmins(): Promise<AdminInfo[]> {
  const { http, parseList, adminInfoSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.get<unknown>('/admin/get-all-admins');
  return parseList(adminInfoSchema, data, ['data', 'admins', 'details']);
}
