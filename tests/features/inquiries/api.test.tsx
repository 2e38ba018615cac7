// Runs in jsdom: the calls go out as the page makes them (axios's XHR adapter, addresses relative to the page, the session in its storage).
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { sendInquiry } from '@/features/inquiries/api';
import { EmailError } from '@/lib/email';
import {
  capture,
  failureOf,
  json,
  networkError,
  signInWithTestToken as signIn,
  text,
} from '@tests/test-utils/capture';

const inquiry = {
  name: 'Manas Pradhan',
  email: 'manas@example.com',
  phone: '9437033333',
  message: 'Is the 3 BHK still available?',
};

const PAGE = 'https://kalingahabitats.in/property/Sai%20Heights/b-7';
const about = (subject: string) => ({ subject, pageUrl: PAGE, kind: 'building', listingId: 'b-7' }) as const;

describe('sendInquiry', () => {
  it('posts the inquiry fields, the subject and where it came from to the email service, never to the backend', async () => {
    signIn();
    const email = capture(env.emailUrl, text('OK'));
    await sendInquiry(inquiry, about('Sai Heights'));
    const request = email.last;
    expect(request.method).toBe('POST');
    expect(request.pathname).toBe(env.emailUrl);
    expect(request.pathname.startsWith('/real-estate')).toBe(false);
    expect(request.headers.get('content-type')).toMatch(/^application\/json/);
    expect(request.headers.has('authorization')).toBe(false);
    expect(request.json).toEqual({
      service_id: env.email.serviceId,
      template_id: env.email.templateId,
      user_id: env.email.userId,
      template_params: {
        ...inquiry,
        property: 'Sai Heights',
        page_url: PAGE,
        listing_kind: 'building',
        listing_id: 'b-7',
        visit_date: '',
        visit_time: '',
      },
    });
  });

  it.each([
    ['200', json({ status: 'sent' }, 200)],
    ['a 201 whose body is OK', text('OK', 201)],
  ])('succeeds on %s', async (_label, reply) => {
    capture(env.emailUrl, reply);
    await expect(sendInquiry(inquiry, about('Khordha Plot'))).resolves.toBeUndefined();
  });

  it('fails with the service text on a 400', async () => {
    capture(env.emailUrl, text('The template ID is invalid', 400));
    const error = await failureOf(sendInquiry(inquiry, about('x')));
    expect(error).toBeInstanceOf(EmailError);
    expect((error as Error).message).toBe('The template ID is invalid');
  });

  it('fails on a network error', async () => {
    capture(env.emailUrl, networkError);
    await expect(sendInquiry(inquiry, about('x'))).rejects.toBeInstanceOf(EmailError);
  });
});
