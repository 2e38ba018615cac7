import { describe, expect, it } from 'vitest';
import { validateLogin, validateRecovery } from '@/features/auth/components/authFormSchema';
import { checkEmail, checkPhone, messages } from '@/lib/validators';

describe('phone and email checks', () => {
  it.each([
    ['', 'Phone number is required'],
    ['   ', 'Phone number is required'],
    ['12345', 'Invalid phone number, must be 10 digits'],
    ['98765432101', 'Invalid phone number, must be 10 digits'],
    ['98765abcde', 'Invalid phone number, must be 10 digits'],
    ['9876543210', undefined],
  ])('phone %j gives %j', (phone, message) => {
    expect(checkPhone(phone)).toBe(message);
  });

  it.each([
    ['', 'Email is required'],
    ['someone', 'Invalid email format'],
    ['someone@site', 'Invalid email format'],
    ['some one@site.in', 'Invalid email format'],
    ['someone@site.in', undefined],
  ])('email %j gives %j', (email, message) => {
    expect(checkEmail(email)).toBe(message);
  });

  it('keeps the two spaces of the inquiry name message', () => {
    expect(messages.nameRequired).toBe('Name  is required');
  });
});

describe('login validation', () => {
  it('needs both fields', () => {
    expect(validateLogin({ phoneNo: '', password: '' })).toEqual({
      phoneNo: 'Phone number is required',
      password: 'Password is required',
    });
  });

  it('passes a 10-digit phone and any password', () => {
    expect(validateLogin({ phoneNo: '9876543210', password: 'x' })).toEqual({});
  });
});

describe('recovery validation', () => {
  const good = { email: 'a@b.in', phoneNo: '9876543210', newPassword: 'secret1', confirmPassword: 'secret1' };

  it('accepts a complete form', () => {
    expect(validateRecovery(good)).toEqual({});
  });

  it('gives every required message', () => {
    expect(validateRecovery({ email: '', phoneNo: '', newPassword: '', confirmPassword: '' })).toEqual({
      email: 'Email is required',
      phoneNo: 'Phone number is required',
      newPassword: 'Password is required',
      confirmPassword: 'Confirm Password is required',
    });
    expect(
      validateRecovery({
        ...good,
        email: 'nope',
        phoneNo: '123',
        newPassword: '12345',
        confirmPassword: '1234',
      }),
    ).toEqual({
      email: 'Invalid email format',
      phoneNo: 'Invalid phone number, must be 10 digits',
      newPassword: 'Password length min 6 character',
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('accepts exactly six characters', () => {
    expect(validateRecovery({ ...good, newPassword: '123456', confirmPassword: '123456' })).toEqual({});
  });
});
