import * as z from 'zod/mini';
import { obj, text } from './parse';

/** The admin record: the login answer's `details`, and each entry of get-all-admins. */
export const adminInfoSchema = obj({ _id: text, name: text, address: text, phoneNo: text, email: text });
export type AdminInfo = z.infer<typeof adminInfoSchema>;
