import { describe, expect, it } from 'vitest';
import { EMPTY_INQUIRY, validateInquiry, visitOf } from '@/features/inquiries/components/inquiryFormSchema';
import { toPropertyKind, propertiesUrl } from '@/config/propertiesUrl';

const good = { name: 'Manas Pradhan', email: 'manas@example.com', phone: '9437033333', message: '' };

describe('validateInquiry', () => {
  it('names every missing field with the exact messages', () => {
    expect(validateInquiry(EMPTY_INQUIRY)).toEqual({
      name: 'Name  is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it('checks the email pattern and the 10 phone digits', () => {
    expect(validateInquiry({ ...good, email: 'manas@', phone: '94370' })).toEqual({
      email: 'Invalid email format',
      phone: 'Invalid phone number, must be 10 digits',
    });
    expect(validateInquiry({ ...good, phone: '94370333331' }).phone).toBe(
      'Invalid phone number, must be 10 digits',
    );
    expect(validateInquiry({ ...good, phone: '94370-3333' }).phone).toBe(
      'Invalid phone number, must be 10 digits',
    );
  });

  it('passes a complete inquiry; the message is optional; blanks do not count as a name', () => {
    expect(validateInquiry(good)).toEqual({});
    expect(validateInquiry({ ...good, name: '   ' })).toEqual({ name: 'Name  is required' });
  });
});

describe('a site visit on the inquiry', () => {
  const TODAY = '2026-11-30';
  const asked = { ...good, visit: 'yes', visitDate: '', visitTime: '' } as const;

  it('asks for nothing more until the visit is chosen', () => {
    expect(validateInquiry({ ...good, visit: '', visitDate: 'x', visitTime: '' }, TODAY)).toEqual({});
  });

  it('then needs a preferred date and time', () => {
    expect(validateInquiry(asked, TODAY)).toEqual({
      visitDate: 'Please choose a preferred date',
      visitTime: 'Please choose a preferred time',
    });
  });

  it('takes a day from tomorrow up to 60 days ahead, and refuses today, the past and later days', () => {
    const outside = 'Please choose a date from 1 December 2026 to 29 January 2027';
    const dateError = (visitDate: string) =>
      validateInquiry({ ...asked, visitDate, visitTime: 'morning' }, TODAY).visitDate;
    expect(dateError('2026-12-01')).toBeUndefined();
    expect(dateError('2027-01-29')).toBeUndefined();
    expect(dateError('2026-11-30')).toBe(outside);
    expect(dateError('2025-12-15')).toBe(outside);
    expect(dateError('2027-01-30')).toBe(outside);
    expect(dateError('2026-02-30')).toBe(outside);
  });

  it('sends the chosen day and slot, and none when the visit is not chosen', () => {
    expect(visitOf({ visit: 'yes', visitDate: '2026-12-03', visitTime: 'evening' })).toEqual({
      date: '2026-12-03',
      slot: 'evening',
    });
    expect(visitOf({ visit: '', visitDate: '2026-12-03', visitTime: 'evening' })).toBeUndefined();
    expect(EMPTY_INQUIRY).toMatchObject({ visit: '', visitDate: '', visitTime: '' });
  });
});

describe('the Properties toggle in the URL', () => {
  it('reads land, or Buildings for anything else', () => {
    expect(toPropertyKind('land')).toBe('land');
    expect(toPropertyKind('buildings')).toBe('buildings');
    expect(toPropertyKind('garage')).toBe('buildings');
    expect(propertiesUrl()).toBe('/properties');
    expect(propertiesUrl('land')).toBe('/properties?type=land');
  });
});
