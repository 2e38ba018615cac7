import { describe, expect, it } from 'vitest';
import { wasUnanswered } from '@/lib/checkedCreate';

/** An axios error as a request that went out ends: with a code, and an answer or none. */
const failed = (code: string, status?: number) => ({
  isAxiosError: true,
  request: {},
  code,
  response: status === undefined ? undefined : { status },
});

describe('wasUnanswered', () => {
  it.each([
    ['a time-out', failed('ECONNABORTED')],
    ['a dropped connection', failed('ERR_NETWORK')],
    ['a reset connection', failed('ECONNRESET')],
    ["a gateway's 502", failed('ERR_BAD_RESPONSE', 502)],
    ["a gateway's 503", failed('ERR_BAD_RESPONSE', 503)],
    ["a gateway's 504", failed('ERR_BAD_RESPONSE', 504)],
  ])('takes %s for no answer: the server may have saved it', (_label, error) => {
    expect(wasUnanswered(error)).toBe(true);
  });

  it.each([
    ["the server's 500", failed('ERR_BAD_RESPONSE', 500)],
    ['a refusal', failed('ERR_BAD_REQUEST', 400)],
    ['a request never sent', { isAxiosError: true, code: 'ERR_NETWORK' }],
    ['another error', new Error('boom')],
  ])('takes %s for an answer', (_label, error) => {
    expect(wasUnanswered(error)).toBe(false);
  });
});
