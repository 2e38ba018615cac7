import { describe, expect, it } from 'vitest';
import type { AdminInfo } from '@/features/auth/schema';
import { SESSION_EXPIRED } from '@/mocks/handlers/common';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_ADMIN_PHONE } from '@/mocks/seed/admins';
import { call, demoAdminToken as signIn } from '@tests/test-utils/demoClient';
import { serveDemoBackend } from '@tests/test-utils/server';

serveDemoBackend();

interface LoginAnswer {
  details: AdminInfo & { password?: string };
  token: string;
  message?: string;
}

const login = (phoneNo: unknown, password: unknown) =>
  call<LoginAnswer>('POST', '/admin/admin-login', { body: { phoneNo, password } });

describe('admin login', () => {
  it('answers the details and a token for the demo credentials', async () => {
    const { status, body } = await login(DEMO_ADMIN_PHONE, DEMO_ADMIN_PASSWORD);
    expect(status).toBe(200);
    expect(body.details).toMatchObject({
      name: 'Ananya Mohanty',
      address: 'Bhubaneswar, Odisha',
      phoneNo: DEMO_ADMIN_PHONE,
      email: DEMO_ADMIN_EMAIL,
    });
    expect(body.details._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.details.password).toBeUndefined();
    expect(body.token).toMatch(/^demo\./);
  });

  it('accepts the phone number sent as a number', async () => {
    expect((await login(Number(DEMO_ADMIN_PHONE), DEMO_ADMIN_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong password or an unknown phone with 401 and a message', async () => {
    for (const [phone, password] of [
      [DEMO_ADMIN_PHONE, 'wrong-password'],
      ['9000000000', DEMO_ADMIN_PASSWORD],
    ]) {
      const { status, body } = await login(phone, password);
      expect(status).toBe(401);
      expect(body.message).toBe('Invalid phone number or password');
    }
  });

  it('answers 400 with a message when a field is missing', async () => {
    const { status, body } = await login(DEMO_ADMIN_PHONE, '');
    expect(status).toBe(400);
    expect(body.message).toMatch(/\w{3,}/);
  });
});

describe('password recovery', () => {
  const recover = (email: string, phoneNo: string, newPassword: string) =>
    call<{ message: string }>('POST', '/admin/forgot-password', { body: { email, phoneNo, newPassword } });

  it('changes the password when email and phone match, so only the new one signs in', async () => {
    const { status, body } = await recover(DEMO_ADMIN_EMAIL.toUpperCase(), DEMO_ADMIN_PHONE, 'new-secret');
    expect(status).toBe(200);
    expect(body.message).toMatch(/\w{3,}/);
    expect((await login(DEMO_ADMIN_PHONE, 'new-secret')).status).toBe(200);
    expect((await login(DEMO_ADMIN_PHONE, DEMO_ADMIN_PASSWORD)).status).toBe(401);
  });

  it('answers 404 when email and phone do not match one account', async () => {
    const { status, body } = await recover('someone@example.com', DEMO_ADMIN_PHONE, 'new-secret');
    expect(status).toBe(404);
    expect(body.message).toBe('No account matches that email and phone number');
    expect((await recover(DEMO_ADMIN_EMAIL, '9000000000', 'new-secret')).status).toBe(404);
    expect((await login(DEMO_ADMIN_PHONE, DEMO_ADMIN_PASSWORD)).status).toBe(200);
  });

  it('answers 400 for missing fields or a short password', async () => {
    expect((await recover('', DEMO_ADMIN_PHONE, 'new-secret')).status).toBe(400);
    const short = await recover(DEMO_ADMIN_EMAIL, DEMO_ADMIN_PHONE, '123');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password length min 6 character');
  });
});

describe('admin-only calls', () => {
  it('refuse a call without a token, or with a made-up or altered one', async () => {
    const token = await signIn();
    const altered = token.slice(0, -1) + (token.endsWith('0') ? '1' : '0');
    for (const bad of [undefined, 'nonsense', 'demo.abc.def.0123456789abcdef', altered]) {
      const { status, body } = await call<{ message: string }>('GET', '/admin/get-all-admins', {
        token: bad,
      });
      expect(status).toBe(401);
      expect(body.message).toBe(SESSION_EXPIRED);
    }
  });

  it('list the admins without passwords for a signed-in admin', async () => {
    const { status, body } = await call<{ data: Record<string, unknown>[] }>('GET', '/admin/get-all-admins', {
      token: await signIn(),
    });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ name: 'Ananya Mohanty', address: 'Bhubaneswar, Odisha' });
    expect(body.data[0]).not.toHaveProperty('password');
  });

  it('guard every mutation of every collection', async () => {
    const calls: [string, string][] = [
      ['POST', '/buildings/add-building'],
      ['PUT', '/buildings/edit-building-by-id/x'],
      ['DELETE', '/buildings/delete-building-by-id/x'],
      ['POST', '/lands/add-land'],
      ['PUT', '/lands/edit-land-by-id/x'],
      ['DELETE', '/lands/delete-land-by-id/x'],
      ['POST', '/blogs/create-blogs'],
      ['PUT', '/blogs/update-blogs/x'],
      ['DELETE', '/blogs/delete-blogs/x'],
      ['POST', '/project/create_project'],
      ['PATCH', '/project/update_project_by_id/x'],
      ['DELETE', '/project/delete_project_by_id/x'],
      ['GET', '/jobs/get-all-applications'],
    ];
    for (const [method, path] of calls) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const answer = await call<Record<string, unknown>>(method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(401);
      const text = path.startsWith('/project/') ? answer.body.massage : answer.body.message;
      expect(text, `${method} ${path}`).toBe(SESSION_EXPIRED);
    }
  });

  it('answers 404 for a path the backend does not have', async () => {
    expect((await call('GET', '/nothing/here')).status).toBe(404);
  });
});
