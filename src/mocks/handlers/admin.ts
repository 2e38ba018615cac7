import { http, HttpResponse } from 'msw';
import { MIN_PASSWORD_LENGTH } from '@/config/constants';
import { commit, db } from '@/mocks/db';
import { latency } from '@/mocks/latency';
import type { AdminRecord } from '@/mocks/seed/admins';
import { issueToken } from '@/mocks/tokens';
import { INVALID_BODY, api, errorAnswer, readJson, requireAdmin, str } from './common';

const INVALID_LOGIN = 'Invalid phone number or password';
const NO_ACCOUNT = 'No account matches that email and phone number';

/** Answers never show the password. */
const publicAdmin = ({ _id, name, address, phoneNo, email }: AdminRecord) => ({
  _id,
  name,
  address,
  phoneNo,
  email,
});

export const adminHandlers = [
  http.post(api('/admin/admin-login'), async ({ request }) => {
    await latency();
    const body = await readJson(request);
    if (!body) return errorAnswer(400, INVALID_BODY);
    const phoneNo = str(body.phoneNo);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!phoneNo || !password) return errorAnswer(400, 'Phone number and password are required');
    const admin = db.admins.find((record) => record.phoneNo === phoneNo && record.password === password);
    if (!admin) return errorAnswer(401, INVALID_LOGIN);
    return HttpResponse.json({
      message: 'Login successful',
      details: publicAdmin(admin),
      token: issueToken(admin._id),
    });
  }),

  http.post(api('/admin/forgot-password'), async ({ request }) => {
    await latency();
    const body = await readJson(request);
    if (!body) return errorAnswer(400, INVALID_BODY);
    const email = str(body.email).toLowerCase();
    const phoneNo = str(body.phoneNo);
    const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
    if (!email || !phoneNo || !newPassword) {
      return errorAnswer(400, 'Email, phone number and new password are required');
    }
    if (newPassword.length < MIN_PASSWORD_LENGTH) return errorAnswer(400, 'Password length min 6 character');
    const admin = db.admins.find(
      (record) => record.email.toLowerCase() === email && record.phoneNo === phoneNo,
    );
    if (!admin) return errorAnswer(404, NO_ACCOUNT);
    admin.password = newPassword;
    await commit();
    return HttpResponse.json({ message: 'Password updated successfully' });
  }),

  http.get(api('/admin/get-all-admins'), async ({ request }) => {
    await latency();
    const denied = requireAdmin(request);
    if (denied) return denied;
    return HttpResponse.json({ data: db.admins.map(publicAdmin) });
  }),
];
