import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountFrom, groupDigits, groupDigitsIndian } from '@/lib/numbers';

const intl = (value: number, maximumFractionDigits: number) =>
  value.toLocaleString('en-US', { maximumFractionDigits });

describe('groupDigits (en-US grouping without Intl)', () => {
  it('groups thousands and rounds as toLocaleString does', () => {
    expect(groupDigits(12_345_678.5, 2)).toBe('12,345,678.5');
    expect(groupDigits(1234)).toBe('1,234');
    expect(groupDigits(999.5)).toBe('1,000');
    expect(groupDigits(1.005, 2)).toBe('1.01');
    expect(groupDigits(-2.5)).toBe('-3');
    expect(groupDigits(0.0006, 3)).toBe('0.001');
    expect(groupDigits(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('writes what Intl writes for zero, signs, NaN and the infinities', () => {
    for (const value of [0, -0, -0.001, 0.001, Number.NaN, Infinity, -Infinity, Number.MIN_VALUE]) {
      expect(groupDigits(value, 2)).toBe(intl(value, 2));
    }
  });

  it('is toLocaleString("en-US") for any double and any number of places from 0 to 20', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 20 }), (value, places) => {
        expect(groupDigits(value, places)).toBe(intl(value, places));
      }),
      { numRuns: 10_000 },
    );
  });

  it('is toLocaleString("en-US") for amounts as the site has them: whole, cents, per square foot', () => {
    const amount = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.integer({ min: 0, max: 1e11 }).map((cents) => cents / 100),
      fc.double({ min: 0, max: 1e9, noNaN: true }),
      fc.integer({ min: 0, max: 1e6 }).map((n) => n / 1000 + 0.005),
    );
    fc.assert(
      fc.property(amount, fc.constantFrom(0, 2), (value, places) => {
        expect(groupDigits(value, places)).toBe(intl(value, places));
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('groupDigitsIndian (en-IN grouping without Intl)', () => {
  it('groups the last three digits, then pairs, and rounds as en-IN toLocaleString does', () => {
    expect(groupDigitsIndian(12_345_678.5, 2)).toBe('1,23,45,678.5');
    expect(groupDigitsIndian(45_000)).toBe('45,000');
    expect(groupDigitsIndian(999)).toBe('999');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 4 }), (whole, places) => {
        const value = whole / 100;
        expect(groupDigitsIndian(value, places)).toBe(
          value.toLocaleString('en-IN', { maximumFractionDigits: places }),
        );
      }),
    );
  });
});

describe('amountFrom (a number as an office writes it)', () => {
  it.each([
    ['4500000', 4_500_000],
    ['45,00,000', 4_500_000],
    ['4,500,000', 4_500_000],
    ['1,23,45,678', 12_345_678],
    ['45 lakh', 4_500_000],
    ['45 Lakhs', 4_500_000],
    ['4.35 lakh', 435_000],
    ['1.2 crore', 12_000_000],
    ['₹ 1.5 Cr', 15_000_000],
    ['Rs. 90 lacs', 9_000_000],
    [' 12.5 ', 12.5],
    ['0', 0],
  ])('reads %j as %d', (written, amount) => {
    expect(amountFrom(written)).toBe(amount);
  });

  it.each(['G+12', '2,500 a month', '4,50,00', '45,0000', 'lakh', ''])('reads %j as no number', (written) => {
    expect(amountFrom(written)).toBeNaN();
  });

  it('reads every whole amount written in either grouping as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (amount) => {
        expect(amountFrom(groupDigitsIndian(amount))).toBe(amount);
        expect(amountFrom(groupDigits(amount))).toBe(amount);
      }),
    );
  });
});
