import * as z from 'zod/mini';
import { adminInfoSchema } from '@/lib/adminInfo';
import { obj, text } from '@/lib/parse';

export { adminInfoSchema, type AdminInfo } from '@/lib/adminInfo';

export const loginAnswerSchema = obj({ details: adminInfoSchema, token: text });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export interface LoginInput {
  phoneNo: string;
  password: string;
}

export interface RecoveryInput {
  email: string;
  phoneNo: string;
  newPassword: string;
}
