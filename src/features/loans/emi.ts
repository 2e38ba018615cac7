/** A loan as the calculator reads it: the amount, the yearly rate in percent, the tenure in months. */
export interface LoanTerms {
  principal: number;
  annualRatePercent: number;
  months: number;
}

export interface Repayment {
  /** The equated monthly instalment, unrounded. */
  monthly: number;
  totalPayment: number;
  totalInterest: number;
}

export const MONTHS_A_YEAR = 12;

/** Terms the formula can work with: a positive amount, a rate not below zero, whole months. */
export function isWorkable({ principal, annualRatePercent, months }: LoanTerms): boolean {
  return (
    Number.isFinite(principal) &&
    principal > 0 &&
    Number.isFinite(annualRatePercent) &&
    annualRatePercent >= 0 &&
    Number.isInteger(months) &&
    months >= 1
  );
}

/**
 * The reducing-balance instalment, EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate;
 * at 0 % the amount is simply split over the months. Undefined for terms it cannot work with.
 */
export function repayment(terms: LoanTerms): Repayment | undefined {
  if (!isWorkable(terms)) return undefined;
  const { principal, annualRatePercent, months } = terms;
  const rate = annualRatePercent / MONTHS_A_YEAR / 100;
  // (1+r)^n − 1 through expm1 and log1p: exact even where r is so small that 1 + r rounds to 1.
  const growthLess1 = Math.expm1(months * Math.log1p(rate));
  const monthly = rate === 0 ? principal / months : (principal * rate * (growthLess1 + 1)) / growthLess1;
  if (!Number.isFinite(monthly)) return undefined;
  const totalPayment = monthly * months;
  return { monthly, totalPayment, totalInterest: Math.max(0, totalPayment - principal) };
}

/**
 * The repayment as the calculator shows it and a bank charges it: the instalment in whole rupees,
 * and the total that instalment times the months, so the figures on the screen agree with each
 * other (an unrounded total would differ from 'EMI x months' by a few rupees).
 */
export function shownRepayment(terms: LoanTerms): Repayment | undefined {
  const exact = repayment(terms);
  if (!exact) return undefined;
  const monthly = Math.round(exact.monthly);
  const totalPayment = monthly * terms.months;
  return { monthly, totalPayment, totalInterest: Math.max(0, totalPayment - terms.principal) };
}

/** The principal's share of the total in whole percent; the interest's is the rest, so the two add up to 100. */
export function principalShare(principal: number, totalPayment: number): number {
  if (!(totalPayment > 0)) return 100;
  return Math.min(100, Math.max(0, Math.round((principal / totalPayment) * 100)));
}
