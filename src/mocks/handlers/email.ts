import { http, HttpResponse } from 'msw';
import { DEMO_EMAIL_URL, env } from '@/config/env';
import { latency } from '@/mocks/latency';
import { anyOrigin, isRecord, readJson, str } from './common';

/** The email service answers in plain text, like the real one. */
export const EMAIL_PARAMS_MISSING = 'The template params are missing';

const emailUrls = [...new Set([DEMO_EMAIL_URL, env.emailUrl])];

export const emailHandlers = emailUrls.map((url) =>
  http.post(anyOrigin(url), async ({ request }) => {
    await latency();
    const body = await readJson(request);
    const complete =
      body !== null &&
      isRecord(body.template_params) &&
      [body.service_id, body.template_id, body.user_id].every((value) => str(value) !== '');
    return complete ? HttpResponse.text('OK') : HttpResponse.text(EMAIL_PARAMS_MISSING, { status: 400 });
  }),
);
