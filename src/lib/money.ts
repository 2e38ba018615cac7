/**
 * How the public site writes an amount of money: the sign and the digit grouping the land prices
 * have always shown, so a figure worked out from a price (per square foot, a loan) reads like it.
 */
import { groupDigits } from './numbers';

const MONEY_SIGN = '$';

export function formatMoney(amount: number, maximumFractionDigits = 0): string {
  return `${MONEY_SIGN}${groupDigits(amount, maximumFractionDigits)}`;
}
