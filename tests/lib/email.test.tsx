import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { EMAIL_TIMEOUT_TEXT, EmailError, sendEmail } from '@/lib/email';
import { capture, failureOf, json, networkError, noAnswer, text } from '@tests/test-utils/capture';

const params = { name: 'Sunita Nayak', email: 'sunita@example.com', phone: '9437000000', message: 'Call me' };

describe('sendEmail', () => {
  it('posts {service_id, template_id, user_id, template_params} as JSON to the email URL', async () => {
    const email = capture(env.emailUrl, text('OK'));
    await sendEmail(params);
    const request = email.last;
    expect(request.method).toBe('POST');
    expect(request.pathname).toBe(env.emailUrl);
    expect(request.headers.get('content-type')).toMatch(/^application\/json/);
    expect(request.json).toEqual({
      service_id: env.email.serviceId,
      template_id: env.email.templateId,
      user_id: env.email.userId,
      template_params: params,
    });
    expect(env.email).toEqual({
      serviceId: 'demo_service',
      templateId: 'demo_template',
      userId: 'demo_user',
    });
  });

  it('never sends the admin token to the email service', async () => {
    localStorage.setItem('token', 'secret');
    const email = capture(env.emailUrl, text('OK'));
    await sendEmail(params);
    expect(email.last.headers.has('authorization')).toBe(false);
  });

  it.each([
    ['200 with OK', text('OK', 200)],
    ['200 with another text', text('Accepted', 200)],
    ['200 with an empty body', text('', 200)],
    ['200 with JSON', json({ ok: true }, 200)],
  ])('succeeds on %s', async (_label, reply) => {
    capture(env.emailUrl, reply);
    await expect(sendEmail(params)).resolves.toBeUndefined();
  });

  it.each([
    ['201 with OK', text('OK', 201)],
    ['202 with OK and spaces', text('  OK\n', 202)],
  ])('succeeds on a non-200 answer whose body is OK (%s)', async (_label, reply) => {
    capture(env.emailUrl, reply);
    await expect(sendEmail(params)).resolves.toBeUndefined();
  });

  it('fails with the text of a 400', async () => {
    capture(env.emailUrl, text('The user_id parameter is required', 400));
    const error = await failureOf(sendEmail(params));
    expect(error).toBeInstanceOf(EmailError);
    expect((error as Error).message).toBe('The user_id parameter is required');
  });

  it('fails with the status when the error body is empty or too long', async () => {
    capture(env.emailUrl, text('', 503));
    await expect(sendEmail(params)).rejects.toThrow('The message could not be sent (503).');
    capture(env.emailUrl, text('x'.repeat(400), 500));
    await expect(sendEmail(params)).rejects.toThrow('The message could not be sent (500).');
  });

  it('fails on a 2xx answer other than 200 without OK', async () => {
    capture(env.emailUrl, text('Queued', 201));
    await expect(sendEmail(params)).rejects.toThrow('Queued');
  });

  it('fails on a network error', async () => {
    capture(env.emailUrl, networkError);
    const error = await failureOf(sendEmail(params));
    expect(error).toBeInstanceOf(EmailError);
    expect((error as Error).message).not.toBe('');
  });
});

describe('sendEmail against a service that never answers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`fails with a clear message after ${EMAIL_TIMEOUT_MS} ms, and a later send works`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const email = capture(env.emailUrl, noAnswer);
    const sending = failureOf(sendEmail(params));
    await vi.waitFor(() => expect(email.calls).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(EMAIL_TIMEOUT_MS - 500);
    let settled = false;
    void sending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await sending;
    expect(error).toBeInstanceOf(EmailError);
    expect((error as Error).message).toBe(EMAIL_TIMEOUT_TEXT);
    expect(EMAIL_TIMEOUT_TEXT).toBe('The email service did not answer in 15 seconds. Please try again.');

    capture(env.emailUrl, text('OK'));
    await expect(sendEmail(params)).resolves.toBeUndefined();
  });

  it('leaves no clock running after an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    capture(env.emailUrl, text('OK'));
    const before = vi.getTimerCount();
    await sendEmail(params);
    expect(vi.getTimerCount()).toBe(before);
  });

  it('stops when the caller cancels', async () => {
    capture(env.emailUrl, noAnswer);
    const controller = new AbortController();
    const sending = failureOf(sendEmail(params, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    expect(((await sending) as Error).message).toBe('The message was not sent: it was cancelled.');
  });
});
