/**
 * Numbers written without Intl: the first Intl formatter a page uses makes the browser load ICU's
 * data, a main-thread task of hundreds of milliseconds on a phone (docs/decisions/0076). These
 * write exactly what `toLocaleString` writes for the locales the site uses.
 */

/** Digits in the group next to the decimal point, then in every group before it. */
interface Grouping {
  first: number;
  rest: number;
}

/** en-US: 12,345,678. */
const THOUSANDS: Grouping = { first: 3, rest: 3 };
/** en-IN: 1,23,45,678 (lakh and crore). */
const LAKHS: Grouping = { first: 3, rest: 2 };

function groupWhole(whole: string, { first, rest }: Grouping): string {
  if (whole.length <= first) return whole;
  const groups = [whole.slice(-first)];
  let end = whole.length - first;
  for (; end > rest; end -= rest) groups.unshift(whole.slice(end - rest, end));
  groups.unshift(whole.slice(0, end));
  return groups.join(',');
}

/** '0999' + 1 = '1000': the digits of a whole number one larger. */
function increment(digits: string): string {
  let carry = digits.length;
  while (carry > 0 && digits[carry - 1] === '9') carry -= 1;
  if (carry === 0) return `1${'0'.repeat(digits.length)}`;
  const next = String(Number(digits[carry - 1]) + 1);
  return `${digits.slice(0, carry - 1)}${next}${'0'.repeat(digits.length - carry)}`;
}

/**
 * A non-negative finite number's whole and fraction digits, rounded half away from zero on its
 * shortest decimal form (the digits `String(value)` shows), as ICU rounds: 1.005 to 2 places is
 * 1.01, though the double is a little under 1.005. No trailing zeros in the fraction.
 */
function roundedDigits(value: number, maximumFractionDigits: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = value.toExponential().split('e');
  let digits = mantissa.replace('.', '');
  // Where the decimal point falls in `digits`: before it when 0, left of it (leading zeros) below 0.
  let point = Number(exponent) + 1;
  const kept = point + maximumFractionDigits;
  if (kept < digits.length) {
    const roundsUp = kept >= 0 && digits.charCodeAt(kept) >= 53; // '5'
    digits = digits.slice(0, Math.max(kept, 0));
    if (roundsUp) {
      const larger = increment(digits);
      point += larger.length - digits.length;
      digits = larger;
    }
  }
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const fraction = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(point)).replace(/0+$/, '');
  return { whole: whole.replace(/^0+(?=\d)/, ''), fraction };
}

function groupWith(value: number, maximumFractionDigits: number, grouping: Grouping): string {
  if (Number.isNaN(value)) return 'NaN';
  // Negative zero and a negative amount rounded to zero keep their sign, as Intl writes them.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const { whole, fraction } = roundedDigits(Math.abs(value), maximumFractionDigits);
  return `${sign}${groupWhole(whole, grouping)}${fraction ? `.${fraction}` : ''}`;
}

/** `value.toLocaleString('en-US', { maximumFractionDigits })`: '12,345,678.5'. */
export function groupDigits(value: number, maximumFractionDigits = 0): string {
  return groupWith(value, maximumFractionDigits, THOUSANDS);
}

/** `value.toLocaleString('en-IN', { maximumFractionDigits })`: '1,23,45,678.5'. */
export function groupDigitsIndian(value: number, maximumFractionDigits = 0): string {
  return groupWith(value, maximumFractionDigits, LAKHS);
}

/** Digits grouped in thousands (4,500,000) or the Indian way (45,00,000), or not grouped. */
const GROUPED = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d+)?$/;
const SCALES: Record<string, number> = { lakh: 1e5, lac: 1e5, crore: 1e7, cr: 1e7 };
const AMOUNT = /^(?:₹|rs\.?|inr)?\s*([\d,]+(?:\.\d+)?)\s*(lakhs?|lacs?|crores?|cr)?\.?$/i;

/**
 * A number as an office writes it in a field: '4500000', '45,00,000', '4,500,000', '45 lakh',
 * '1.2 crore', '₹ 45 lakhs'; NaN for anything else ('G+12', '2,500 a month', '4,50,00'), which the
 * reader keeps as the backend sent it.
 */
export function amountFrom(written: string): number {
  const match = AMOUNT.exec(written.trim());
  const digits = match?.[1];
  if (!digits) return written.trim() === '' ? Number.NaN : Number(written);
  if (!GROUPED.test(digits)) return Number.NaN;
  const value = Number(digits.replaceAll(',', ''));
  const word = match[2]?.toLowerCase().replace(/s$/, '');
  // Rupees in whole: 4.35 lakh is 435000, not the 434999.99... the multiplication answers.
  return word ? Math.round(value * (SCALES[word] ?? 1)) : value;
}
