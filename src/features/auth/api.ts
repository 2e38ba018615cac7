import { loadClientWith, loadHttp } from '@/lib/http';
import type { AdminInfo, LoginAnswer, LoginInput, RecoveryInput } from './schema';

export const INCOMPLETE_SESSION = 'The server answered without a complete session. Please try again.';

export async function login(input: LoginInput): Promise<LoginAnswer> {
  const { http, loginAnswerSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.post<unknown>('/admin/admin-login', input, {
    headers: { 'Content-Type': 'application/json' },
    skipSessionCheck: true,
  });
  const answer = loginAnswerSchema.parse(data);
  // A session is whole or absent: nothing half is stored.
  if (!answer.details._id.trim() || !answer.token.trim()) throw new Error(INCOMPLETE_SESSION);
  return answer;
}

export async function recoverPassword(input: RecoveryInput): Promise<void> {
  const http = await loadHttp();
  await http.post('/admin/forgot-password', input, { skipSessionCheck: true });
}

export async function getAllAdmins(): Promise<AdminInfo[]> {
  const { http, parseListInSlices, adminInfoSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.get<unknown>('/admin/get-all-admins');
  return parseListInSlices(adminInfoSchema, data, ['data', 'admins', 'details']);
}
