import { EMI_BOUNDS } from '@/config/loans';
import { MONTHS_A_YEAR, type LoanTerms } from '@/features/loans/emi';
import { groupDigits } from '@/lib/numbers';

/** The calculator's three fields as typed. */
export interface LoanFields {
  amount: string;
  rate: string;
  years: string;
}

export type LoanProblems = Partial<Record<keyof LoanFields, string>>;

export const LOAN_MESSAGES = {
  amount: `Enter the loan amount in figures, more than 0 and up to ${groupDigits(EMI_BOUNDS.amount.max)}.`,
  rate: `Enter a rate from ${EMI_BOUNDS.ratePercent.min} to ${EMI_BOUNDS.ratePercent.max} % a year.`,
  years: `Enter a tenure of ${EMI_BOUNDS.years.min} to ${EMI_BOUNDS.years.max} whole years.`,
} as const;

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
  const problems: LoanProblems = {};
  if (amount === undefined || amount <= 0 || amount > EMI_BOUNDS.amount.max)
    problems.amount = LOAN_MESSAGES.amount;
  if (!within(rate, EMI_BOUNDS.ratePercent.min, EMI_BOUNDS.ratePercent.max))
    problems.rate = LOAN_MESSAGES.rate;
  if (!within(years, EMI_BOUNDS.years.min, EMI_BOUNDS.years.max) || !Number.isInteger(years)) {
    problems.years = LOAN_MESSAGES.years;
  }
  if (Object.keys(problems).length || amount === undefined || rate === undefined || years === undefined) {
    return { problems };
  }
  return { terms: { principal: amount, annualRatePercent: rate, months: years * MONTHS_A_YEAR } };
}
