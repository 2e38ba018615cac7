import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWorkable, principalShare, repayment, shownRepayment, type LoanTerms } from '@/features/loans/emi';

const rounded = (terms: LoanTerms) => {
  const result = repayment(terms);
  if (!result) throw new Error('no repayment');
  return {
    monthly: Math.round(result.monthly),
    totalPayment: Math.round(result.totalPayment),
    totalInterest: Math.round(result.totalInterest),
  };
};

describe('the reducing-balance EMI against published examples', () => {
  it('P = 1,00,000 at 10% for 1 year is 8,792 a month, 1,05,499 in all, 5,499 of it interest', () => {
    expect(rounded({ principal: 100_000, annualRatePercent: 10, months: 12 })).toEqual({
      monthly: 8_792,
      totalPayment: 105_499,
      totalInterest: 5_499,
    });
  });

  it('P = 10,00,000 at 10.5% for 10 years is 13,493 a month, 16,19,220 in all', () => {
    expect(rounded({ principal: 1_000_000, annualRatePercent: 10.5, months: 120 })).toEqual({
      monthly: 13_493,
      totalPayment: 1_619_220,
      totalInterest: 619_220,
    });
  });

  it('P = 50,00,000 at 8.5% for 20 years is 43,391 a month, 54,13,879 of it interest', () => {
    expect(rounded({ principal: 5_000_000, annualRatePercent: 8.5, months: 240 })).toEqual({
      monthly: 43_391,
      totalPayment: 10_413_879,
      totalInterest: 5_413_879,
    });
  });

  it('P = 25,00,000 at 9% for 20 years is 22,493 a month', () => {
    expect(rounded({ principal: 2_500_000, annualRatePercent: 9, months: 240 }).monthly).toBe(22_493);
  });

  it('at 0% the amount is split evenly: 1,20,000 over 12 months is 10,000 a month, no interest', () => {
    expect(repayment({ principal: 120_000, annualRatePercent: 0, months: 12 })).toEqual({
      monthly: 10_000,
      totalPayment: 120_000,
      totalInterest: 0,
    });
  });
});

describe('terms the formula cannot work with', () => {
  it.each<[string, LoanTerms]>([
    ['no amount', { principal: 0, annualRatePercent: 8.5, months: 240 }],
    ['a negative amount', { principal: -5, annualRatePercent: 8.5, months: 240 }],
    ['an amount that is not a number', { principal: Number.NaN, annualRatePercent: 8.5, months: 240 }],
    ['an endless amount', { principal: Infinity, annualRatePercent: 8.5, months: 240 }],
    ['a negative rate', { principal: 100_000, annualRatePercent: -1, months: 240 }],
    ['a rate that is not a number', { principal: 100_000, annualRatePercent: Number.NaN, months: 240 }],
    ['no months', { principal: 100_000, annualRatePercent: 8.5, months: 0 }],
    ['part of a month', { principal: 100_000, annualRatePercent: 8.5, months: 12.5 }],
  ])('gives no answer for %s', (_label, terms) => {
    expect(isWorkable(terms)).toBe(false);
    expect(repayment(terms)).toBeUndefined();
  });

  it('stays exact at a rate so small that 1 + r rounds to 1', () => {
    const result = repayment({ principal: 120_000, annualRatePercent: 1e-15, months: 12 });
    expect(result?.monthly).toBeCloseTo(10_000, 6);
  });
});

const terms = fc.record({
  principal: fc.double({ min: 1, max: 1e9, noNaN: true }),
  annualRatePercent: fc.double({ min: 0, max: 20, noNaN: true }),
  months: fc.integer({ min: 1, max: 360 }),
});

describe('what holds for every loan', () => {
  it('pays back at least the amount, and never less than an even split', () => {
    fc.assert(
      fc.property(terms, (loan) => {
        const result = repayment(loan)!;
        expect(result.totalPayment).toBeGreaterThanOrEqual(loan.principal * (1 - 1e-12));
        expect(result.monthly).toBeGreaterThanOrEqual((loan.principal / loan.months) * (1 - 1e-12));
        expect(result.totalInterest).toBeGreaterThanOrEqual(0);
        const paidBack = result.totalPayment - result.totalInterest;
        expect(Math.abs(paidBack - loan.principal)).toBeLessThanOrEqual(loan.principal * 1e-9);
      }),
    );
  });

  it('covers at least the first month’s interest', () => {
    fc.assert(
      fc.property(terms, (loan) => {
        const firstInterest = (loan.principal * loan.annualRatePercent) / 1200;
        expect(repayment(loan)!.monthly).toBeGreaterThanOrEqual(firstInterest * (1 - 1e-12));
      }),
    );
  });

  it('costs more a month at a higher rate', () => {
    fc.assert(
      fc.property(terms, fc.double({ min: 0.01, max: 5, noNaN: true }), (loan, more) => {
        const higher = { ...loan, annualRatePercent: loan.annualRatePercent + more };
        expect(repayment(higher)!.monthly).toBeGreaterThan(repayment(loan)!.monthly);
      }),
    );
  });

  it('costs less a month and more in all over a longer tenure', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 1, max: 120 }), (loan, extra) => {
        const longer = { ...loan, months: loan.months + extra };
        expect(repayment(longer)!.monthly).toBeLessThan(repayment(loan)!.monthly);
        expect(repayment(longer)!.totalPayment).toBeGreaterThanOrEqual(
          repayment(loan)!.totalPayment * (1 - 1e-12),
        );
      }),
    );
  });
});

describe("the principal's share of the total", () => {
  it('is 48 % of a 20-year loan at 8.5 % (36,00,000 of 74,97,993), and all of it at 0 %', () => {
    expect(principalShare(3_600_000, 7_497_993)).toBe(48);
    expect(principalShare(120_000, 120_000)).toBe(100);
    expect(principalShare(1, 0)).toBe(100);
  });
});

describe('the repayment as shown', () => {
  it('totals the shown EMI times the months: 8,792 x 12 is 1,05,504, not the unrounded 1,05,499', () => {
    expect(shownRepayment({ principal: 100_000, annualRatePercent: 10, months: 12 })).toEqual({
      monthly: 8_792,
      totalPayment: 105_504,
      totalInterest: 5_504,
    });
    expect(shownRepayment({ principal: 0, annualRatePercent: 10, months: 12 })).toBeUndefined();
  });

  it('agrees with itself for every loan', () => {
    fc.assert(
      fc.property(terms, (loan) => {
        const shown = shownRepayment(loan)!;
        expect(Number.isInteger(shown.monthly)).toBe(true);
        expect(shown.totalPayment).toBe(shown.monthly * loan.months);
        expect(shown.totalInterest).toBe(Math.max(0, shown.totalPayment - loan.principal));
      }),
    );
  });
});
