import { describe, expect, it, vi } from 'vitest';
import { INCOMPLETE_SESSION, getAllAdmins, login, recoverPassword } from '@/features/auth/api';
import { errorMessage, serverMessage } from '@/lib/errors';
import { onUnauthorized } from '@/lib/unauthorized';
import { describeCalls } from '@tests/test-utils/calls';
import {
  capture,
  EMPTY_ANSWERS,
  failureOf,
  json,
  signInWithTestToken as signIn,
  text,
} from '@tests/test-utils/capture';

const LOGIN = '/real-estate/admin/admin-login';
const RECOVER = '/real-estate/admin/forgot-password';
const ADMINS = '/real-estate/admin/get-all-admins';

const credentials = { phoneNo: '9437000000', password: 'secret1' };
const recovery = { email: 'admin@example.com', phoneNo: '9437000000', newPassword: 'newpass1' };
const details = {
  _id: 'admin-1',
  name: 'Asha Mohanty',
  address: 'Bhubaneswar',
  phoneNo: '9437000000',
  email: '',
};
const emptyAdmin = { _id: '', name: '', address: '', phoneNo: '', email: '' };

/** Watches the session-expired signal for the duration of `run`. */
async function unauthorizedCalls(run: () => Promise<unknown>): Promise<number> {
  const listener = vi.fn();
  const stop = onUnauthorized(listener);
  try {
    await run();
  } finally {
    stop();
  }
  return listener.mock.calls.length;
}

describeCalls('auth', [
  {
    name: 'login',
    method: 'POST',
    path: '/admin/admin-login',
    payload: { phoneNo: '9437000000', password: 'secret1' },
    call: () => login(credentials),
    reply: json({ details, token: 'new-token' }),
  },
  {
    name: 'recoverPassword',
    method: 'POST',
    path: '/admin/forgot-password',
    payload: { email: 'admin@example.com', phoneNo: '9437000000', newPassword: 'newpass1' },
    call: () => recoverPassword(recovery),
  },
  { name: 'getAllAdmins', method: 'GET', path: '/admin/get-all-admins', call: getAllAdmins },
]);

describe('login', () => {
  it('sends Content-Type application/json and no Authorization when signed out', async () => {
    const endpoint = capture(LOGIN, json({ details, token: 't' }));
    await login(credentials);
    expect(endpoint.last.headers.get('content-type')).toMatch(/^application\/json/);
    expect(endpoint.last.headers.has('authorization')).toBe(false);
  });

  it('reads details and token', async () => {
    capture(LOGIN, json({ details, token: 'jwt.abc.def', message: 'Login successful' }));
    await expect(login(credentials)).resolves.toEqual({ details, token: 'jwt.abc.def' });
  });

  it.each(EMPTY_ANSWERS)('refuses %s: no session without details._id and a token', async (_label, reply) => {
    capture(LOGIN, reply);
    await expect(login(credentials)).rejects.toThrow(INCOMPLETE_SESSION);
  });

  it('repairs malformed fields of a whole session', async () => {
    capture(LOGIN, json({ details: { _id: 9, name: null, address: ['x'] }, token: 12345 }));
    await expect(login(credentials)).resolves.toEqual({
      details: { ...emptyAdmin, _id: '9' },
      token: '12345',
    });
  });

  it.each([
    ['details that are not a record', { details: 'admin', token: 12345 }],
    ['a null token', { details: { _id: 9 }, token: null }],
    ['a blank token', { details: { _id: 'a1' }, token: '  ' }],
  ])('refuses a session with %s', async (_label, body) => {
    capture(LOGIN, json(body));
    await expect(login(credentials)).rejects.toThrow(INCOMPLETE_SESSION);
  });

  it.each([
    [401, 'Invalid phone number or password'],
    [404, 'Admin not found'],
  ])('shows the server message on a %s', async (status, message) => {
    capture(LOGIN, json({ message }, status));
    const error = await failureOf(login(credentials));
    expect(errorMessage(error)).toBe(message);
    expect(serverMessage(error)).toBe(message);
  });

  it('does not report an expired session on a 401, even with a stored token', async () => {
    signIn();
    capture(LOGIN, json({ message: 'Wrong password' }, 401));
    expect(await unauthorizedCalls(() => failureOf(login(credentials)))).toBe(0);
  });
});

describe('recoverPassword', () => {
  it.each(EMPTY_ANSWERS)('accepts %s as success', async (_label, reply) => {
    capture(RECOVER, reply);
    await expect(recoverPassword(recovery)).resolves.toBeUndefined();
  });

  it('shows the server message on failure', async () => {
    capture(RECOVER, json({ message: 'No admin with that email and phone' }, 404));
    const error = await failureOf(recoverPassword(recovery));
    expect(serverMessage(error)).toBe('No admin with that email and phone');
    expect(errorMessage(error)).toBe('No admin with that email and phone');
  });

  it('shows nothing when the failure carries no message', async () => {
    capture(RECOVER, json({}, 500));
    expect(serverMessage(await failureOf(recoverPassword(recovery)))).toBeNull();
    capture(RECOVER, text('<html>500</html>', 500, 'text/html'));
    expect(serverMessage(await failureOf(recoverPassword(recovery)))).toBeNull();
  });

  it('does not report an expired session on a 401', async () => {
    signIn();
    capture(RECOVER, json({ message: 'Unauthorized' }, 401));
    expect(await unauthorizedCalls(() => failureOf(recoverPassword(recovery)))).toBe(0);
  });
});

describe('getAllAdmins', () => {
  it.each([
    ['a bare array', [details]],
    ['an array in data', { data: [details] }],
    ['an array in admins', { admins: [details] }],
    ['an array in details', { details: [details] }],
  ])('reads %s', async (_label, answer) => {
    capture(ADMINS, json(answer));
    await expect(getAllAdmins()).resolves.toEqual([details]);
  });

  it.each(EMPTY_ANSWERS)('answers an empty list for %s', async (_label, reply) => {
    capture(ADMINS, reply);
    await expect(getAllAdmins()).resolves.toEqual([]);
  });

  it('keeps good records around malformed ones, so the current admin is still found by _id', async () => {
    capture(ADMINS, json([null, { _id: { $oid: 'x' }, name: 5 }, 'admin', details]));
    const admins = await getAllAdmins();
    expect(admins).toEqual([{ ...emptyAdmin, name: '5' }, details]);
    expect(admins.find((admin) => admin._id === 'admin-1')).toEqual(details);
  });

  it('reports an expired session on a 401 with a stored token (it is an admin call)', async () => {
    signIn();
    capture(ADMINS, json({ message: 'jwt expired' }, 401));
    let error: unknown;
    const calls = await unauthorizedCalls(async () => {
      error = await failureOf(getAllAdmins());
    });
    expect(calls).toBe(1);
    expect(errorMessage(error)).toBe('jwt expired');
  });
});
