/** The eight questions of the FAQ page, in any language: the words are the `faqs` namespace's. */
import { CALLBACK_HOURS, CALLBACK_MINUTES } from '@/config/constants';
import { company } from '@/config/company';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';

export interface Faq {
  question: string;
  answer: string;
}

/**
 * A call-back hour as the config writes it ('9 am') in the page's words: its number and its half of
 * the day, which each language places around the number in its own way.
 */
function hourIn(messages: Messages<'faqs'>, time: string): string {
  const [hour = time, half] = time.split(' ');
  if (half === 'am') return fill(messages.hourAm, { hour });
  if (half === 'pm') return fill(messages.hourPm, { hour });
  return time;
}

export function callbackPromiseIn(messages: Messages<'faqs'>): string {
  return fill(messages.callbackPromise, {
    from: hourIn(messages, CALLBACK_HOURS.from),
    to: hourIn(messages, CALLBACK_HOURS.to),
    minutes: CALLBACK_MINUTES,
  });
}

/** The questions with their answers, the call-back promise first. */
export function faqsIn(messages: Messages<'faqs'>): Faq[] {
  return [
    { question: messages.callbackQuestion, answer: callbackPromiseIn(messages) },
    ...messages.questions.map((faq) => ({
      question: faq.question,
      answer: fill(faq.answer, { phone: company.phone }),
    })),
  ];
}
