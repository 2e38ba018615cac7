import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTACT,
  toInquiry,
  validateContact,
  type ContactForm,
} from '@/features/inquiries/components/contactFormSchema';

const good: ContactForm = {
  name: ' Manas ',
  email: 'manas@example.com ',
  phone: '9437011111',
  propertyType: 'land',
  message: ' A plot near Janla ',
};

describe('validateContact', () => {
  it('requires every field', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: 'Name  is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      propertyType: 'Please choose a property type',
      message: 'Please write a message',
    });
  });

  it('passes a complete form and checks the email and phone format', () => {
    expect(validateContact(good)).toEqual({});
    expect(validateContact({ ...good, email: 'manas', phone: '94370111112' })).toEqual({
      email: 'Invalid email format',
      phone: 'Invalid phone number, must be 10 digits',
    });
  });
});

describe('toInquiry', () => {
  it('trims the fields, names the property type in the subject and says it came from the contact page', () => {
    expect(toInquiry(good, 'https://kalingahabitats.in/contact')).toEqual({
      inquiry: {
        name: 'Manas',
        email: 'manas@example.com',
        phone: '9437011111',
        message: 'A plot near Janla',
      },
      origin: {
        subject: 'Contact Us: Land property',
        pageUrl: 'https://kalingahabitats.in/contact',
        kind: 'contact',
      },
    });
  });
});
