import { describe, expect, it } from 'vitest';
import { loanProblemTexts, readLoan, readNumber } from '@/features/loans/components/loanInput';
import { groupDigitsIn } from '@/lib/i18n/rupees';
import en from '@/lib/i18n/messages/en/loans';
import hi from '@/lib/i18n/messages/hi/loans.json';
import or from '@/lib/i18n/messages/or/loans.json';

describe('reading the loan fields', () => {
  it('reads figures as people type them: grouping commas, spaces and a currency sign', () => {
    expect(readNumber('3,600,000')).toBe(3_600_000);
    expect(readNumber(' 36,00,000 ')).toBe(3_600_000);
    expect(readNumber('$ 25 00 000')).toBe(2_500_000);
    expect(readNumber('8.5')).toBe(8.5);
    expect(readNumber('.5')).toBe(0.5);
  });

  it('reads nothing from text that is not a plain number', () => {
    for (const typed of ['', ' ', 'abc', '1e6', '-5', '8.5.1', '0x10', 'Infinity', 'NaN']) {
      expect(readNumber(typed)).toBeUndefined();
    }
  });

  it('turns the fields into an amount, a yearly rate and months', () => {
    expect(readLoan({ amount: '3,600,000', rate: '8.5', years: '20' })).toEqual({
      terms: { principal: 3_600_000, annualRatePercent: 8.5, months: 240 },
    });
    expect(readLoan({ amount: '100000', rate: '0', years: '1' })).toEqual({
      terms: { principal: 100_000, annualRatePercent: 0, months: 12 },
    });
  });

  it('names each field out of bounds: 0 to 20 % a year, 1 to 30 whole years, an amount above 0', () => {
    expect(readLoan({ amount: '0', rate: '20.5', years: '31' })).toEqual({
      problems: ['amount', 'rate', 'years'],
    });
    expect(readLoan({ amount: '1000000001', rate: '8', years: '2.5' })).toEqual({
      problems: ['amount', 'years'],
    });
    expect(readLoan({ amount: '', rate: 'x', years: '0' })).toEqual({
      problems: ['amount', 'rate', 'years'],
    });
  });

  it('says the bounds in its messages', () => {
    const texts = loanProblemTexts(en.problems, (value) => groupDigitsIn('en', value));
    expect(texts.rate).toBe('Enter a rate from 0 to 20 % a year.');
    expect(texts.years).toBe('Enter a tenure of 1 to 30 whole years.');
    expect(texts.amount).toBe('Enter the loan amount in figures, more than 0 and up to 1,000,000,000.');
  });

  it('says them in Odia and Hindi, the largest amount grouped the Indian way', () => {
    for (const words of [or, hi]) {
      const texts = loanProblemTexts(words.problems, (value) => groupDigitsIn('or', value));
      expect(texts.amount).toContain('1,00,00,00,000');
      expect(texts.rate).toMatch(/0\D+20 %/);
      expect(texts.years).toMatch(/1\D+30/);
      expect(Object.values(texts).join(' ')).not.toMatch(/[{}]/);
    }
  });
});
