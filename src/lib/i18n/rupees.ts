/**
 * How an Odia or a Hindi page writes an amount of money, as buyers in Odisha read prices: the rupee
 * sign, Latin digits, and from a lakh up the language's own words for lakh and crore ('₹45 ଲକ୍ଷ',
 * '₹1.4 करोड़', at most two decimals); below a lakh, the digits grouped the Indian way ('₹45,000').
 * English pages keep src/lib/money.ts. No Intl (docs/decisions/0076): groupDigits rounds.
 */
import { formatMoney } from '@/lib/money';
import { groupDigits, groupDigitsIndian } from '@/lib/numbers';
import type { Language } from './languages';

type RupeeLanguage = Exclude<Language, 'en'>;

const UNITS: Record<RupeeLanguage, { lakh: string; crore: string }> = {
  or: { lakh: 'ଲକ୍ଷ', crore: 'କୋଟି' },
  hi: { lakh: 'लाख', crore: 'करोड़' },
};

const LAKH = 100_000;
const CRORE = 100 * LAKH;
/** A lakh or crore figure keeps at most two decimals: '₹1.45 କୋଟି'. */
const UNIT_DECIMALS = 2;

const valueOf = (grouped: string) => Number(grouped.replace(/,/g, ''));

/**
 * `amount` rupees on a page in `language`. Below a lakh it keeps up to `maximumFractionDigits`
 * decimals (a price per square foot under ₹100 keeps its paise); an amount that rounds up to the
 * next unit is written in it ('₹1 କୋଟି', never '₹100 ଲକ୍ଷ').
 */
export function formatRupees(amount: number, language: RupeeLanguage, maximumFractionDigits = 2): string {
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  const units = UNITS[language];
  if (!Number.isFinite(size)) return `${sign}₹${groupDigits(size)}`;
  const inCrores = () => `${sign}₹${groupDigitsIndian(size / CRORE, UNIT_DECIMALS)} ${units.crore}`;
  if (size >= CRORE) return inCrores();
  if (size >= LAKH) {
    const lakhs = groupDigits(size / LAKH, UNIT_DECIMALS);
    return valueOf(lakhs) < 100 ? `${sign}₹${lakhs} ${units.lakh}` : inCrores();
  }
  const rupees = groupDigits(size, maximumFractionDigits);
  return valueOf(rupees) < LAKH
    ? `${sign}₹${groupDigitsIndian(size, maximumFractionDigits)}`
    : `${sign}₹1 ${units.lakh}`;
}

/** An amount on a page in `language`: English's sign and grouping (src/lib/money.ts), else rupees as above. */
export function formatMoneyIn(language: Language, amount: number, maximumFractionDigits = 0): string {
  return language === 'en'
    ? formatMoney(amount, maximumFractionDigits)
    : formatRupees(amount, language, maximumFractionDigits);
}

/** A figure's digits as the language groups them: '2,500,000' in English, '25,00,000' in Odia and Hindi. */
export const groupDigitsIn = (language: Language, value: number) =>
  language === 'en' ? groupDigits(value) : groupDigitsIndian(value);
