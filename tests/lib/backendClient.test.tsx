import { AxiosError } from 'axios';
import { delay, http as mock } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { READ_TIMEOUT_MS, WRITE_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { http } from '@/lib/backendClient';
import { FALLBACK_ERROR, NETWORK_ERROR, TIMEOUT_ERROR, errorMessage, serverMessage } from '@/lib/errors';
import { statusOf } from '@/lib/httpStatus';
import { onUnauthorized } from '@/lib/unauthorized';
import { TOKEN_KEY } from '@/lib/session';
import { server } from '@/mocks/node';
import { gate } from '@tests/test-utils/gate';
import {
  capture,
  failureOf,
  json,
  networkError,
  signInWithTestToken as signIn,
  text,
} from '@tests/test-utils/capture';

describe('the backend client', () => {
  it('sends every call under /real-estate', async () => {
    expect(http.defaults.baseURL).toBe(env.apiBaseUrl);
    expect(env.apiBaseUrl.endsWith('/real-estate')).toBe(true);
    const probe = capture('/real-estate/probe/ping', json({ ok: true }));
    const { data } = await http.get<unknown>('/probe/ping');
    expect(data).toEqual({ ok: true });
    expect(probe.last.pathname).toBe('/real-estate/probe/ping');
  });

  it('sends Authorization: Bearer <token> when a token is stored', async () => {
    signIn('secret-token');
    const probe = capture('/real-estate/probe/ping');
    await http.get('/probe/ping');
    expect(probe.last.headers.get('authorization')).toBe('Bearer secret-token');
  });

  it('unwraps a quoted token before sending it', async () => {
    localStorage.setItem(TOKEN_KEY, '"quoted"');
    const probe = capture('/real-estate/probe/ping');
    await http.get('/probe/ping');
    expect(probe.last.headers.get('authorization')).toBe('Bearer quoted');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const probe = capture('/real-estate/probe/ping');
    await http.get('/probe/ping');
    expect(probe.last.headers.has('authorization')).toBe(false);
  });

  it('sends JSON bodies as application/json', async () => {
    const probe = capture('/real-estate/probe/echo');
    await http.post('/probe/echo', { a: 1 });
    expect(probe.last.headers.get('content-type')).toMatch(/^application\/json/);
    expect(probe.last.json).toEqual({ a: 1 });
  });
});

describe('errorMessage and serverMessage', () => {
  const failWith = async (reply: Parameters<typeof capture>[1]) => {
    capture('/real-estate/probe/fail', reply);
    return failureOf(http.get('/probe/fail'));
  };

  it('reads message first', async () => {
    const error = await failWith(
      json({ message: 'Invalid phone number or password', massage: 'other' }, 400),
    );
    expect(errorMessage(error)).toBe('Invalid phone number or password');
    expect(serverMessage(error)).toBe('Invalid phone number or password');
  });

  it('reads massage when there is no message', async () => {
    const error = await failWith(json({ massage: 'Project name already exists' }, 409));
    expect(errorMessage(error)).toBe('Project name already exists');
    expect(serverMessage(error)).toBe('Project name already exists');
  });

  it('skips a blank or non-text message for massage', async () => {
    const error = await failWith(json({ message: '   ', massage: 'Use this one' }, 400));
    expect(errorMessage(error)).toBe('Use this one');
    const other = await failWith(json({ message: { code: 1 } }, 400));
    expect(errorMessage(other)).toBe(FALLBACK_ERROR);
  });

  it('falls back when the answer names no message', async () => {
    const error = await failWith(json({ status: false }, 500));
    expect(errorMessage(error)).toBe(FALLBACK_ERROR);
    expect(errorMessage(error, 'Couldn\u2019t delete the project !')).toBe(
      'Couldn\u2019t delete the project !',
    );
    expect(serverMessage(error)).toBeNull();
  });

  it('ignores an HTML error page', async () => {
    const error = await failWith(
      text('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>', 502, 'text/html'),
    );
    expect(errorMessage(error)).toBe(FALLBACK_ERROR);
    expect(serverMessage(error)).toBeNull();
  });

  it('uses a short plain-text error body', async () => {
    const error = await failWith(text('Admin not found', 404));
    expect(errorMessage(error)).toBe('Admin not found');
  });

  it('gives the network text when the server cannot be reached', async () => {
    const error = await failWith(networkError);
    expect(error).toBeInstanceOf(AxiosError);
    expect(errorMessage(error)).toBe(NETWORK_ERROR);
    expect(serverMessage(error)).toBeNull();
  });

  it.each([
    ['a read (GET)', 'get', READ_TIMEOUT_MS],
    ['a write (POST)', 'post', WRITE_TIMEOUT_MS],
    ['a write (PUT)', 'put', WRITE_TIMEOUT_MS],
    ['a write (PATCH)', 'patch', WRITE_TIMEOUT_MS],
    ['a write (DELETE)', 'delete', WRITE_TIMEOUT_MS],
  ] as const)(
    'fails %s with the timeout text once it has waited its own limit',
    async (_label, method, limit) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        let arrived: () => void = () => undefined;
        const arrival = new Promise<void>((resolve) => (arrived = resolve));
        server.use(
          mock.all('*/real-estate/probe/slow', async () => {
            arrived();
            await delay('infinite');
          }),
        );
        const call = failureOf(http.request({ method, url: '/probe/slow' }));
        await arrival;
        await vi.advanceTimersByTimeAsync(limit - 100);
        let settled = false;
        void call.then(() => (settled = true));
        await Promise.resolve();
        expect(settled).toBe(false);
        await vi.advanceTimersByTimeAsync(200);
        const error = await call;
        expect(errorMessage(error)).toBe(TIMEOUT_ERROR);
        expect((error as AxiosError).message).toBe(`timeout of ${limit}ms exceeded`);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('stops the clock of a call that is answered in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      capture('/real-estate/probe/ping', json({ ok: true }));
      const before = vi.getTimerCount();
      await http.get('/probe/ping');
      expect(vi.getTimerCount()).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('maps both axios timeout codes to the timeout text', () => {
    for (const code of [AxiosError.ECONNABORTED, AxiosError.ETIMEDOUT]) {
      expect(errorMessage(new AxiosError('timeout of 30000ms exceeded', code))).toBe(TIMEOUT_ERROR);
    }
  });

  it('uses the message of any other error, and the fallback for non-errors', () => {
    expect(errorMessage(new Error('Local failure'))).toBe('Local failure');
    expect(errorMessage('a string')).toBe(FALLBACK_ERROR);
    expect(errorMessage(null, 'Custom')).toBe('Custom');
    expect(serverMessage(new Error('x'))).toBeNull();
  });
});

describe('onUnauthorized', () => {
  it('is called on a 401 when a token is stored', async () => {
    signIn();
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    capture('/real-estate/probe/secret', json({ message: 'jwt expired' }, 401));
    const error = await failureOf(http.get('/probe/secret'));
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(errorMessage(error)).toBe('jwt expired');
  });

  it('is not called on a late 401 for a token given up since: the new session stands', async () => {
    signIn('old-token');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    const { opened, open } = gate();
    const probe = capture('/real-estate/probe/secret', async () => {
      await opened;
      return json({ message: 'jwt expired' }, 401)();
    });
    const call = failureOf(http.get('/probe/secret'));
    await vi.waitFor(() => expect(probe.calls).toHaveLength(1));
    // Signed out and in again while the call was on its way.
    signIn('new-token');
    open();
    const error = await call;
    stop();
    expect(statusOf(error)).toBe(401);
    expect(probe.last.headers.get('authorization')).toBe('Bearer old-token');
    expect(listener).not.toHaveBeenCalled();
  });

  it('is not called on a 401 for a call sent without a token, though one is held now', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    const { opened, open } = gate();
    const probe = capture('/real-estate/probe/secret', async () => {
      await opened;
      return json({}, 401)();
    });
    const call = failureOf(http.get('/probe/secret'));
    await vi.waitFor(() => expect(probe.calls).toHaveLength(1));
    signIn('new-token');
    open();
    await call;
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it('is not called for a call with skipSessionCheck', async () => {
    signIn();
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    capture('/real-estate/probe/login', json({ message: 'Wrong password' }, 401));
    await failureOf(http.post('/probe/login', {}, { skipSessionCheck: true }));
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it('is not called when no token is stored', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    capture('/real-estate/probe/secret', json({}, 401));
    await failureOf(http.get('/probe/secret'));
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it('is not called for other failures', async () => {
    signIn();
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    capture('/real-estate/probe/secret', json({}, 403));
    await failureOf(http.get('/probe/secret'));
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it('is no longer called after unsubscribing', async () => {
    signIn();
    const listener = vi.fn();
    onUnauthorized(listener)();
    capture('/real-estate/probe/secret', json({}, 401));
    await failureOf(http.get('/probe/secret'));
    expect(listener).not.toHaveBeenCalled();
  });
});
