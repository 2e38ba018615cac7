/**
 * The person fields' problems and the month names are written twice in English: in the back
 * office's checks and clock (which load no catalogue) and in the `forms` catalogue a public page
 * reads. Both must say the same; another language's words go through the same checks.
 */
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en/forms';
import hi from '@/lib/i18n/messages/hi/forms.json';
import or from '@/lib/i18n/messages/or/forms.json';
import { dayText, officeInstant, officeShortDay } from '@/lib/officeClock';
import {
  BLANK_FIELD_MESSAGE,
  checkEmail,
  checkPerson,
  checkPhone,
  messages,
  personErrorWords,
} from '@/lib/validators';

describe("the forms catalogue's English is the checks' English", () => {
  it('says each problem of Name, Email and Phone as the checks do, the digits filled in', () => {
    const words = personErrorWords(en.errors);
    for (const key of [
      'phoneRequired',
      'phoneInvalid',
      'emailRequired',
      'emailInvalid',
      'nameRequired',
    ] as const) {
      expect(words[key]).toBe(messages[key]);
    }
    expect(en.errors.blankField).toBe(BLANK_FIELD_MESSAGE);
  });

  it('names the months as the office clock does', () => {
    expect(en.months.map((_, month) => dayText(`2026-${String(month + 1).padStart(2, '0')}-03`))).toEqual(
      en.months.map((name) => `3 ${name} 2026`),
    );
    const at = (month: number) =>
      officeInstant(`2026-${String(month + 1).padStart(2, '0')}-03`, '10:00').getTime();
    expect(en.shortMonths.map((_, month) => officeShortDay(at(month)))).toEqual(
      en.shortMonths.map((name) => `3 ${name} 2026`),
    );
  });
});

describe('a page in Odia or Hindi checks with its own words', () => {
  it.each([
    ['or', or],
    ['hi', hi],
  ] as const)('%s: every problem and month in its words, Latin digits kept', (_, words) => {
    const errors = personErrorWords(words.errors);
    expect(checkPhone('', errors)).toBe(words.errors.phoneRequired);
    expect(checkPhone('12345', errors)).toContain('10');
    expect(checkPhone('12345', errors)).not.toContain('{digits}');
    expect(checkPhone('9437011111', errors)).toBeUndefined();
    expect(checkEmail('', errors)).toBe(words.errors.emailRequired);
    expect(checkEmail('asha@', errors)).toBe(words.errors.emailInvalid);
    expect(checkPerson({ name: ' ', email: 'asha@', phone: '9437011111' }, errors)).toEqual({
      name: words.errors.nameRequired,
      email: words.errors.emailInvalid,
      phone: undefined,
    });
    expect(dayText('2026-12-03', words.months)).toBe(`3 ${words.months[11]} 2026`);
    expect(officeShortDay(officeInstant('2026-09-03', '10:00').getTime(), words.shortMonths)).toBe(
      `3 ${words.shortMonths[8]} 2026`,
    );
  });
});
