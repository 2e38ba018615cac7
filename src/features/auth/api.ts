import { http } from '../../lib/http';
import { parseList } from '../../lib/parse';
import {
  adminInfoSchema,
  loginAnswerSchema,
  type AdminInfo,
  type LoginAnswer,
  type LoginInput,
  type RecoveryInput,
} from './schema';

export async function login(input: LoginInput): Promise<LoginAnswer> {
  const { data } = await http.post<unknown>('/admin/admin-login', input, {
    headers: { 'Content-Type': 'application/json' },
    skipSessionCheck: true,
  });
  return loginAnswerSchema.parse(data);
}

export async function recoverPassword(input: RecoveryInput): Promise<void> {
  await http.post('/admin/forgot-password', input, { skipSessionCheck: true });
}

export async function getAllAdmins(): Promise<AdminInfo[]> {
  const { data } = await http.get<unknown>('/admin/get-all-admins', { skipSessionCheck: true });
  return parseList(adminInfoSchema, data, ['data', 'admins', 'details']);
}
