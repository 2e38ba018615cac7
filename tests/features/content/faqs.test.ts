import { describe, expect, it } from 'vitest';
import { SITE_VISIT_SLOTS } from '@/config/siteVisit';
import { faqsIn } from '@/features/content/faqs';
import english from '@/lib/i18n/messages/en/faqs';
import hindi from '@/lib/i18n/messages/hi/faqs';
import odia from '@/lib/i18n/messages/or/faqs';

/** '10:00' as 10, '18:00' as 6: the hour as each language's answer writes it. */
const hourOf = (time: string) => Number(time.split(':')[0]) % 12 || 12;
const first = hourOf(SITE_VISIT_SLOTS[0].start);
const last = hourOf(SITE_VISIT_SLOTS[SITE_VISIT_SLOTS.length - 1]!.end);

describe('the FAQ', () => {
  it('gives the hours of the site-visit slots a buyer can choose, in every language', () => {
    expect(
      faqsIn(english).find((faq) => faq.question === 'Can I visit a site before booking?')?.answer,
    ).toContain(`from ${first} am to ${last} pm`);
    // The same question, fifth in each language's list.
    expect(english.questions[4].question).toBe('Can I visit a site before booking?');
    expect(odia.questions[4].answer).toContain(`ସକାଳ ${first}ଟାରୁ ସନ୍ଧ୍ୟା ${last}ଟା`);
    expect(hindi.questions[4].answer).toContain(`सुबह ${first} बजे से शाम ${last} बजे तक`);
  });
});
