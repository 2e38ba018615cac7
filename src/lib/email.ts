/**
 * The email-sending client: POST `{service_id, template_id, user_id, template_params}`.
 * Status 200 or the text 'OK' means the message was accepted.
 */
import { env } from '../config/env';
import { loadAxios } from './loadClient';

export type TemplateParams = Record<string, string>;

export class EmailError extends Error {}

export async function sendEmail(templateParams: TemplateParams): Promise<void> {
  const payload = {
    service_id: env.email.serviceId,
    template_id: env.email.templateId,
    user_id: env.email.userId,
    template_params: templateParams,
  };
  let response;
  try {
    // Loaded with the first message, not with the page (see lib/loadClient.ts).
    const axios = await loadAxios();
    response = await axios.post<unknown>(env.emailUrl, payload, {
      headers: { 'Content-Type': 'application/json' },
      responseType: 'text',
      // Judge every answer here: some services answer 200 with an error text.
      validateStatus: () => true,
    });
  } catch (error) {
    throw new EmailError(error instanceof Error ? error.message : 'The message could not be sent.');
  }
  const body = typeof response.data === 'string' ? response.data.trim() : '';
  if (response.status === 200 || body === 'OK') return;
  throw new EmailError(
    body && body.length < 300 ? body : `The message could not be sent (${response.status}).`,
  );
}
