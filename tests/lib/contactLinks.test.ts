import { describe, expect, it } from 'vitest';
import { company, mailLink, telLink } from '@/config/company';
import { mailtoHref, telHref } from '@/lib/contactLinks';

describe('mailtoHref', () => {
  it('links a plain address', () => {
    expect(mailtoHref('priya.sahoo@example.com')).toBe('mailto:priya.sahoo@example.com');
    expect(mailtoHref('  asha+jobs@example.co.in ')).toBe('mailto:asha%2Bjobs@example.co.in');
  });

  it.each([
    [
      'a bcc header',
      'victim@example.com?bcc=spy@evil.example',
      'mailto:victim%40example.com%3Fbcc%3Dspy@evil.example',
    ],
    ['a second recipient', 'a@example.com,spy@evil.example', 'mailto:a%40example.com%2Cspy@evil.example'],
    [
      'a subject and body',
      'a@example.com&subject=Hi&body=x',
      'mailto:a@example.com%26subject%3DHi%26body%3Dx',
    ],
    ['a fragment', 'a@example.com#x', 'mailto:a@example.com%23x'],
  ])('cannot be given %s', (_label, email, expected) => {
    const href = mailtoHref(email);
    expect(href).toBe(expected);
    expect(href).not.toMatch(/[?&,#]/);
  });

  it.each([[''], ['   '], ['no-at-sign'], ['@example.com'], ['name@']])('gives no link for %j', (email) => {
    expect(mailtoHref(email)).toBeUndefined();
  });
});

describe('telHref', () => {
  it.each([
    ['9437011111', 'tel:9437011111'],
    ['+91 674 254 1180', 'tel:+916742541180'],
    ['(0674) 254-1180', 'tel:06742541180'],
    ['94370?body=x,11111', 'tel:9437011111'],
    ['9437+011111', 'tel:9437011111'],
    ['javascript:alert(1)', 'tel:1'],
  ])('%j gives %j', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });

  it.each([[''], ['   '], ['call me']])('gives no link for %j', (phone) => {
    expect(telHref(phone)).toBeUndefined();
  });
});

describe("the company's own links", () => {
  it('are built by the same builders', () => {
    expect(telLink(company.phone)).toBe('tel:+916742541180');
    expect(mailLink(company.email)).toBe(`mailto:${company.email}`);
    expect(telLink).toBe(telHref);
    expect(mailLink).toBe(mailtoHref);
  });
});
