import { describe, expect, it } from 'vitest';
import {
  cleanInquiry,
  EMPTY_INQUIRY,
  validateInquiry,
} from '@/features/inquiries/components/inquiryFormSchema';
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

  it('sends the fields trimmed', () => {
    expect(cleanInquiry({ name: ' A ', email: ' a@b.co ', phone: ' 9437033333 ', message: ' Hi ' })).toEqual({
      name: 'A',
      email: 'a@b.co',
      phone: '9437033333',
      message: 'Hi',
    });
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
