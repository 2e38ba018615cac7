/**
 * The inquiry and contact forms' English is written twice: in the pure functions' defaults (the
 * office's e-mail, the back office, the unit tests) and in the catalogues a public page reads. Both
 * must say the same; Odia and Hindi go through the same functions.
 */
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { SITE_VISIT_SLOTS } from '@/config/siteVisit';
import { inquiryAbout, listedMessage } from '@/features/inquiries/components/aboutInquiry';
import {
  EMPTY_CONTACT,
  toInquiry,
  validateContact,
  type ContactForm,
} from '@/features/inquiries/components/contactFormSchema';
import { EMPTY_INQUIRY, validateInquiry } from '@/features/inquiries/components/inquiryFormSchema';
import { siteVisitEvent, slotHours, slotText } from '@/features/inquiries/siteVisit';
import { chatMessage } from '@/lib/chatSubject';
import { plural } from '@/lib/i18n/plural';
import enContact from '@/lib/i18n/messages/en/contact';
import enForms from '@/lib/i18n/messages/en/forms';
import enInquiry from '@/lib/i18n/messages/en/inquiry';
import enShell from '@/lib/i18n/messages/en/shell';
import hiContact from '@/lib/i18n/messages/hi/contact.json';
import hiForms from '@/lib/i18n/messages/hi/forms.json';
import hiInquiry from '@/lib/i18n/messages/hi/inquiry.json';
import hiShell from '@/lib/i18n/messages/hi/shell.json';
import orContact from '@/lib/i18n/messages/or/contact.json';
import orForms from '@/lib/i18n/messages/or/forms.json';
import orInquiry from '@/lib/i18n/messages/or/inquiry.json';
import orShell from '@/lib/i18n/messages/or/shell.json';
import { personErrorWords } from '@/lib/validators';
import { strayLatin } from '@tests/test-utils/latinTerms';

const TODAY = '2026-11-30';
const subject = { name: 'Green Valley', url: 'https://x.in/p/1' };
const visit = { date: '2026-12-03', slot: 'afternoon' } as const;
const listing = { name: 'Green Valley', address: 'Patia', pageUrl: 'https://x.in/p/1' };
const ids = { uid: 'u', stamp: new Date('2026-11-26T00:00:00Z') };
const contactForm: ContactForm = {
  name: 'Manas',
  email: 'manas@example.com',
  phone: '9437011111',
  propertyType: 'commercial',
  message: 'An office',
};
const shortlist = {
  kind: 'shortlist',
  subject: 'Shortlist: 2 listings',
  pageUrl: 'https://x.in/s',
  listings: [
    { name: 'A', place: '', url: 'https://x.in/a' },
    { name: 'B', place: '', url: 'https://x.in/b' },
  ],
} as const;

const wordsOf = (forms: typeof enForms | typeof orForms, inquiry: typeof enInquiry | typeof orInquiry) => ({
  inquiryCheck: { person: personErrorWords(forms.errors), visit: inquiry.visit.errors, months: forms.months },
  event: { event: inquiry.calendar, slot: inquiry.visit },
});

describe("the English catalogues say what the functions' English defaults say", () => {
  const words = wordsOf(enForms, enInquiry);

  it('names the slots as the config does, with the same hours', () => {
    for (const slot of SITE_VISIT_SLOTS) {
      expect(enInquiry.visit.slots[slot.value]).toBe(slot.label);
      expect(slotText(slot.value, enInquiry.visit)).toBe(slotText(slot.value));
      expect(slotHours(slot.value, enInquiry.visit)).toBe(slotHours(slot.value));
    }
  });

  it('checks the inquiry and the contact form with the same messages', () => {
    const asked = { ...EMPTY_INQUIRY, visit: 'yes', visitDate: '2026-12-01' } as const;
    for (const form of [EMPTY_INQUIRY, asked, { ...asked, visitDate: '' }]) {
      expect(validateInquiry(form, TODAY, words.inquiryCheck)).toEqual(validateInquiry(form, TODAY));
    }
    const contactWords = { person: personErrorWords(enForms.errors), contact: enContact.form.errors };
    expect(validateContact(EMPTY_CONTACT, contactWords)).toEqual(validateContact(EMPTY_CONTACT));
    expect(toInquiry(contactForm, 'https://x.in/contact', enContact.form)).toEqual(
      toInquiry(contactForm, 'https://x.in/contact'),
    );
  });

  it('writes the calendar event, the chat message and the shortlist heading the same', () => {
    expect(siteVisitEvent(visit, listing, ids, words.event)).toEqual(siteVisitEvent(visit, listing, ids));
    expect(chatMessage(subject, enShell.chatMessage)).toBe(chatMessage(subject));
    for (const count of [1, 2]) {
      const listings = shortlist.listings.slice(0, count);
      expect(listedMessage('', listings, (n) => plural('en', enInquiry.aboutListings, n))).toBe(
        listedMessage('', listings),
      );
    }
  });
});

describe.each([
  {
    language: 'or' as const,
    forms: orForms,
    inquiry: orInquiry,
    shell: orShell,
    contact: orContact,
    slot: 'ଅପରାହ୍ନ (ଭାରତୀୟ ସମୟ ଅପରାହ୍ନ 2ଟାରୁ ଅପରାହ୍ନ 4ଟା)',
    morningHours: 'ଭାରତୀୟ ସମୟ ସକାଳ 10ଟାରୁ ଦିନ 12ଟା',
    outside: 'ଦୟାକରି 1 ଡିସେମ୍ବର 2026ରୁ 29 ଜାନୁଆରୀ 2027 ମଧ୍ୟରେ ଏକ ତାରିଖ ବାଛନ୍ତୁ',
    subject: 'ଯୋଗାଯୋଗ ଫର୍ମ: ବାଣିଜ୍ୟିକ ସମ୍ପତ୍ତି',
    heading: 'ଏହି 2ଟି ସମ୍ପତ୍ତି ବିଷୟରେ:',
  },
  {
    language: 'hi' as const,
    forms: hiForms,
    inquiry: hiInquiry,
    shell: hiShell,
    contact: hiContact,
    slot: 'दोपहर (भारतीय समय दोपहर 2 बजे से दोपहर 4 बजे तक)',
    morningHours: 'भारतीय समय सुबह 10 बजे से दोपहर 12 बजे तक',
    outside: 'कृपया 1 दिसंबर 2026 से 29 जनवरी 2027 के बीच की तारीख़ चुनें',
    subject: 'संपर्क फ़ॉर्म: कमर्शियल प्रॉपर्टी',
    heading: 'इन 2 प्रॉपर्टी के बारे में:',
  },
])('in $language', (language) => {
  const words = wordsOf(language.forms, language.inquiry);

  it('writes a slot, its hours and the calendar event in the language', () => {
    expect(slotText('afternoon', language.inquiry.visit)).toBe(language.slot);
    expect(slotHours('morning', language.inquiry.visit)).toBe(language.morningHours);
    const event = siteVisitEvent(visit, listing, ids, words.event);
    expect(event.summary).toContain(listing.name);
    expect(event.description).toContain(company.salesPhone);
    expect(event.description).toContain(listing.pageUrl);
    // What is not the listing's name, the company, the phone or the page is in the language.
    expect(strayLatin(`${event.summary} ${event.description}`, [listing.name, listing.pageUrl])).toEqual([]);
  });

  it('checks with the language’s messages', () => {
    const asked = {
      ...EMPTY_INQUIRY,
      name: 'A',
      email: 'a@b.in',
      phone: '9437011111',
      visit: 'yes',
    } as const;
    expect(validateInquiry({ ...asked, visitDate: '2026-11-30' }, TODAY, words.inquiryCheck)).toEqual({
      visitDate: language.outside,
      visitTime: language.inquiry.visit.errors.timeRequired,
    });
    expect(validateInquiry(EMPTY_INQUIRY, TODAY, words.inquiryCheck).name).toBe(
      language.forms.errors.nameRequired,
    );
  });

  it('writes the contact e-mail’s subject, the chat message and the shortlist heading in the language', () => {
    expect(toInquiry(contactForm, 'https://x.in/contact', language.contact.form).origin.subject).toBe(
      language.subject,
    );
    const message = chatMessage(subject, language.shell.chatMessage);
    expect(message).toContain(subject.url);
    expect(strayLatin(message, [subject.name, subject.url])).toEqual([]);
    const sent = inquiryAbout(shortlist, EMPTY_INQUIRY, 'https://x.in/s', (n) =>
      plural(language.language, language.inquiry.aboutListings, n),
    );
    expect(sent.inquiry.message.split('\n')[0]).toBe(language.heading);
  });
});
