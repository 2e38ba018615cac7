import { describe, expect, it } from 'vitest';
import {
  APPLICATION_REQUIRED_MESSAGE,
  checkApplication,
} from '@/features/careers/components/applicationFormSchema';

const resume = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
const good = { name: 'Priya Sahoo', email: 'priya@example.com', phone: '9437011111', jobLetter: '' };

describe('checkApplication', () => {
  it('passes with name, email, phone and a resume; the letter is optional', () => {
    expect(checkApplication(good, resume)).toEqual({ ok: true });
  });

  it.each([
    ['name', { ...good, name: '  ' }, resume],
    ['email', { ...good, email: '' }, resume],
    ['phone', { ...good, phone: '' }, resume],
    ['resume', good, null],
  ])('gives the SPEC alert when the %s is missing', (_label, form, file) => {
    expect(checkApplication(form, file)).toEqual({
      ok: false,
      alert: APPLICATION_REQUIRED_MESSAGE,
      fields: {},
    });
  });

  it('the alert is word for word', () => {
    expect(APPLICATION_REQUIRED_MESSAGE).toBe(
      'Please fill in all the required fields and upload your resume.',
    );
  });

  it('names an email or phone that cannot be right', () => {
    const result = checkApplication({ ...good, email: 'priya@', phone: '12345' }, resume);
    expect(result).toMatchObject({
      ok: false,
      fields: { email: 'Invalid email format', phone: 'Invalid phone number, must be 10 digits' },
    });
  });
});
