import { describe, expect, it } from 'vitest';
import { cleanInquiry } from '@/features/inquiries/components/sentInquiry';

describe('cleanInquiry', () => {
  it("sends each field trimmed, and only the inquiry's own", () => {
    const typed = { name: ' A ', email: ' a@b.co ', phone: ' 9437033333 ', message: ' Hi ' };
    const contactForm = { ...typed, propertyType: 'land' };
    const sent = cleanInquiry(contactForm);
    expect(Object.keys(sent)).toEqual(['name', 'email', 'phone', 'message']);
    for (const key of Object.keys(typed) as (keyof typeof typed)[]) expect(sent[key]).toBe(typed[key].trim());
  });
});
