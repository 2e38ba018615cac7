import { describe, expect, it } from 'vitest';
import { SITE_VISIT_SLOTS } from '@/config/siteVisit';
import { faqsIn } from '@/features/content/faqs';
import { slotHours } from '@/features/inquiries/siteVisit';
import english from '@/lib/i18n/messages/en/faqs';
import hindiJson from '@/lib/i18n/messages/hi/faqs.json';
import odiaJson from '@/lib/i18n/messages/or/faqs.json';
import englishInquiry from '@/lib/i18n/messages/en/inquiry';
import hindiInquiryJson from '@/lib/i18n/messages/hi/inquiry.json';
import odiaInquiryJson from '@/lib/i18n/messages/or/inquiry.json';
import { translation } from '@tests/test-utils/translation';

const hindi = translation<'faqs'>(hindiJson);
const odia = translation<'faqs'>(odiaJson);
const hindiInquiry = translation<'inquiry'>(hindiInquiryJson);
const odiaInquiry = translation<'inquiry'>(odiaInquiryJson);

const LANGUAGES = [
  { name: 'English', faqs: english, visit: englishInquiry.visit },
  { name: 'Odia', faqs: odia, visit: odiaInquiry.visit },
  { name: 'Hindi', faqs: hindi, visit: hindiInquiry.visit },
];

/** The time zone in a slot's hours: the words before its start ('ଭାରତୀୟ ସମୟ'), else after its end ('IST'). */
const zoneOf = (hours: string) => hours.split('{start}')[0]!.trim() || (hours.split('{end}')[1] ?? '').trim();

describe('the FAQ', () => {
  it.each(LANGUAGES)(
    'gives the hours of every site-visit slot a buyer can choose, in their time zone, in $name',
    ({ faqs, visit }) => {
      // The same question, fifth in each language's list.
      const { answer } = faqsIn(faqs)[5]!;
      const zone = zoneOf(visit.hours);
      expect(zone).not.toBe('');
      expect(answer).toContain(zone);
      for (const slot of SITE_VISIT_SLOTS) {
        // The slot's hours as the inquiry form writes them, without the time zone said once.
        const hours = slotHours(slot.value, visit).replace(zone, '').trim();
        expect(answer).toContain(hours);
      }
    },
  );

  it('asks the visit question fifth in English', () => {
    expect(english.questions[4].question).toBe('Can I visit a site before booking?');
  });
});
