// Runs in jsdom: the calls go out as the page makes them (axios's XHR adapter, addresses relative to the page, the session in its storage).
import { describe, expect, it } from 'vitest';
import { sendEmail } from '@/lib/email';
import { EMAIL_PARAMS_MISSING } from '@/mocks/handlers/email';
import { ORIGIN } from '@tests/test-utils/demoClient';

const send = (body: unknown) =>
  fetch(`${ORIGIN}/demo-services/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const ids = { service_id: 'demo_service', template_id: 'demo_template', user_id: 'demo_user' };

describe('email service', () => {
  it("answers 200 'OK' for a complete message", async () => {
    const response = await send({ ...ids, template_params: { name: 'Asha', message: 'Hello' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
  });

  it('answers 400 with a text when the params or an id are missing', async () => {
    for (const body of [
      ids,
      { ...ids, template_params: 'x' },
      { ...ids, service_id: '', template_params: {} },
    ]) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(EMAIL_PARAMS_MISSING);
    }
  });

  it("accepts what the app's email client sends", async () => {
    await expect(sendEmail({ name: 'Asha', email: 'asha@example.com' })).resolves.toBeUndefined();
  });
});
