import * as z from 'zod/mini';
import { obj, text } from './parse';

export const adminInfoSchema = obj({ _id: text, name: text, address: text, phoneNo: text, email: text });
export type AdminInfo = z.infer<typeof adminInfoSchema>;
