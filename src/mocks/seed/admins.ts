import type { AdminInfo } from '@/features/auth/schema';
import { seedId } from './ids';

/** An admin as the demo backend stores it: the public details plus the password. */
export type AdminRecord = AdminInfo & { password: string };

/** The demo credentials, also shown on the login page in demo mode. */
export const DEMO_ADMIN_PHONE = '9876543210';
export const DEMO_ADMIN_PASSWORD = 'demo1234';
export const DEMO_ADMIN_EMAIL = 'admin@kalingahabitats.in';

export const seedAdmins: AdminRecord[] = [
  {
    _id: seedId('admin', 1),
    name: 'Ananya Mohanty',
    address: 'Bhubaneswar, Odisha',
    phoneNo: DEMO_ADMIN_PHONE,
    email: DEMO_ADMIN_EMAIL,
    password: DEMO_ADMIN_PASSWORD,
  },
];
