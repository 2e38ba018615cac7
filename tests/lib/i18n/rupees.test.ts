import { describe, expect, it } from 'vitest';
import { formatRupees } from '@/lib/i18n/rupees';

describe('formatRupees', () => {
  it('writes crores and lakhs in the language, with at most two decimals and no trailing zeros', () => {
    expect(formatRupees(1_40_00_000, 'or')).toBe('₹1.4 କୋଟି');
    expect(formatRupees(1_40_00_000, 'hi')).toBe('₹1.4 करोड़');
    expect(formatRupees(45_00_000, 'or')).toBe('₹45 ଲକ୍ଷ');
    expect(formatRupees(45_00_000, 'hi')).toBe('₹45 लाख');
    expect(formatRupees(1_00_000, 'hi')).toBe('₹1 लाख');
    expect(formatRupees(1_00_00_000, 'or')).toBe('₹1 କୋଟି');
    expect(formatRupees(45_67_890, 'or')).toBe('₹45.68 ଲକ୍ଷ');
    expect(formatRupees(2_50_50_000, 'hi')).toBe('₹2.51 करोड़');
    expect(formatRupees(12_00_000.5, 'hi')).toBe('₹12 लाख');
  });

  it('groups the digits of a large number of crores the Indian way', () => {
    expect(formatRupees(1_500 * 1_00_00_000, 'or')).toBe('₹1,500 କୋଟି');
    expect(formatRupees(1_23_456 * 1_00_00_000, 'hi')).toBe('₹1,23,456 करोड़');
  });

  it('writes an amount that rounds up to the next unit in that unit', () => {
    expect(formatRupees(99_99_999, 'or')).toBe('₹1 କୋଟି');
    expect(formatRupees(99_999.999, 'hi')).toBe('₹1 लाख');
    expect(formatRupees(99_999.6, 'hi', 0)).toBe('₹1 लाख');
  });

  it('groups an amount under a lakh the Indian way, with the decimals asked for', () => {
    expect(formatRupees(45_000, 'or')).toBe('₹45,000');
    expect(formatRupees(45_000, 'hi')).toBe('₹45,000');
    expect(formatRupees(99_999, 'hi')).toBe('₹99,999');
    expect(formatRupees(4_500, 'or')).toBe('₹4,500');
    expect(formatRupees(950, 'or')).toBe('₹950');
    expect(formatRupees(12.5, 'hi')).toBe('₹12.5');
    expect(formatRupees(12.345, 'hi')).toBe('₹12.35');
    expect(formatRupees(4_567.8, 'or', 0)).toBe('₹4,568');
    expect(formatRupees(0, 'or')).toBe('₹0');
  });

  it('keeps a minus sign before the rupee sign', () => {
    expect(formatRupees(-45_000, 'hi')).toBe('-₹45,000');
    expect(formatRupees(-45_00_000, 'or')).toBe('-₹45 ଲକ୍ଷ');
  });

  it('writes Latin digits only, never Odia or Devanagari ones', () => {
    const written = [
      formatRupees(1_23_45_678, 'or'),
      formatRupees(1_23_45_678, 'hi'),
      formatRupees(98_765, 'or'),
    ];
    for (const text of written) expect(text).not.toMatch(/[\u0B66-\u0B6F\u0966-\u096F]/);
  });
});
