import { EMI_BOUNDS } from '@/config/loans';
import { MONTHS_A_YEAR, type LoanTerms } from '@/features/loans/emi';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';

/** The calculator's three fields as typed. */
export interface LoanFields {
  amount: string;
  rate: string;
  years: string;
}

/** The fields that cannot be used, in the calculator's order. */
export type LoanProblems = (keyof LoanFields)[];

/**
 * What each figure accepts, in the page's words (the `loans` catalogue) with the bounds filled in;
 * `group` writes the largest amount as the language groups digits.
 */
export function loanProblemTexts(
  words: Messages<'loans'>['problems'],
  group: (value: number) => string,
): Record<keyof LoanFields, string> {
  return {
    amount: fill(words.amount, { max: group(EMI_BOUNDS.amount.max) }),
    rate: fill(words.rate, EMI_BOUNDS.ratePercent),
    years: fill(words.years, EMI_BOUNDS.years),
  };
}

/** A number as people type it: grouping commas, spaces and a currency sign are allowed. */
export function readNumber(typed: string): number | undefined {
  const text = typed.replace(/[\s,₹$]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  return Number(text);
}

const within = (value: number | undefined, min: number, max: number): value is number =>
  value !== undefined && value >= min && value <= max;

/** The loan the fields describe, or what is wrong with each field that cannot be used. */
export function readLoan(fields: LoanFields): { terms: LoanTerms } | { problems: LoanProblems } {
  const amount = readNumber(fields.amount);
  const rate = readNumber(fields.rate);
  const years = readNumber(fields.years);
  const problems: LoanProblems = [];
  if (amount === undefined || amount <= 0 || amount > EMI_BOUNDS.amount.max) problems.push('amount');
  if (!within(rate, EMI_BOUNDS.ratePercent.min, EMI_BOUNDS.ratePercent.max)) problems.push('rate');
  if (!within(years, EMI_BOUNDS.years.min, EMI_BOUNDS.years.max) || !Number.isInteger(years)) {
    problems.push('years');
  }
  if (problems.length || amount === undefined || rate === undefined || years === undefined) {
    return { problems };
  }
  return { terms: { principal: amount, annualRatePercent: rate, months: years * MONTHS_A_YEAR } };
}
