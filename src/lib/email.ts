import { EMAIL_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { secondsText, startDeadline } from './deadline';
import { loadAxios } from './http';

export type TemplateParams = Record<string, string>;

export class EmailError extends Error {}

export const EMAIL_TIMEOUT_TEXT = `The email service did not answer in ${secondsText(EMAIL_TIMEOUT_MS)}. Please try again.`;

export async function sendEmail(
  templateParams: TemplateParams,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const payload = {
    service_id: env.email.serviceId,
    template_id: env.email.templateId,
    user_id: env.email.userId,
    template_params: templateParams,
  };
  let response;
  const clock = startDeadline(EMAIL_TIMEOUT_MS, options.signal);
  try {
    const axios = await loadAxios();
    response = await axios.post<unknown>(env.emailUrl, payload, {
      signal: clock.signal,
      headers: { 'Content-Type': 'application/json' },
      responseType: 'text',
      // Judged here, not by status: some email services answer 200 with an error text.
      validateStatus: () => true,
    });
  } catch (error) {
    if (clock.timedOut) throw new EmailError(EMAIL_TIMEOUT_TEXT);
    if (options.signal?.aborted) throw new EmailError('The message was not sent: it was cancelled.');
    throw new EmailError(error instanceof Error ? error.message : 'The message could not be sent.');
  } finally {
    clock.stop();
  }
  const body = typeof response.data === 'string' ? response.data.trim() : '';
  if (response.status === 200 || body === 'OK') return;
  throw new EmailError(
    body && body.length < 300 ? body : `The message could not be sent (${response.status}).`,
  );
}
