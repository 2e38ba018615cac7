import { describe, expect, it } from 'vitest';
import { acres, countOf, yesNo } from '@/features/buildings/components/format';
import { statusLabel } from '@/lib/statusLabel';
import english from '@/lib/i18n/messages/en/listings';
import hindi from '@/lib/i18n/messages/hi/listings.json';
import odia from '@/lib/i18n/messages/or/listings.json';
import {
  acresToSqFt,
  formatAcres,
  formatAcresIn,
  formatLandPrice,
  formatLandPriceIn,
  formatPerSqFt,
  formatPerSqFtIn,
  formatSqFt,
  pricePerSqFt,
  PRICE_ON_REQUEST,
  SQ_FT_PER_ACRE,
} from '@/features/lands/components/format';

describe('land figures', () => {
  it('converts acres to square feet at 43,560 per acre', () => {
    expect(SQ_FT_PER_ACRE).toBe(43_560);
    expect(acresToSqFt(1)).toBe(43_560);
    expect(acresToSqFt(1.5)).toBe(65_340);
    expect(acresToSqFt(0.25)).toBe(10_890);
  });

  it('reads acres in lists and square feet on the detail page', () => {
    expect(formatAcres(1.5)).toBe('1.5 Acres');
    expect(formatAcres(1)).toBe('1 Acre');
    expect(formatAcres(2.345)).toBe('2.35 Acres');
    expect(formatSqFt(1.5)).toBe('65,340 sq ft');
    expect(formatSqFt(6.5)).toBe('283,140 sq ft');
  });

  it('shows prices with a dollar sign, and never $0', () => {
    expect(formatLandPrice(4_500_000)).toBe('$4,500,000');
    expect(formatLandPrice(999.5)).toBe('$999.5');
    expect(formatLandPrice(0)).toBe(PRICE_ON_REQUEST);
    expect(formatLandPrice(-5)).toBe(PRICE_ON_REQUEST);
  });
});

describe('price per square foot', () => {
  it('divides the price by the area in square feet (1 acre = 43,560 sq ft)', () => {
    // 4,500,000 over 1.5 acres = 65,340 sq ft.
    expect(pricePerSqFt(4_500_000, 1.5)).toBeCloseTo(68.870523, 5);
    expect(pricePerSqFt(43_560_000, 1)).toBe(1000);
    expect(pricePerSqFt(102_366_000, 1)).toBe(2350);
  });

  it('gives nothing without a usable price and area', () => {
    for (const [price, acres] of [
      [0, 1.5],
      [-1, 1.5],
      [4_500_000, 0],
      [4_500_000, -2],
      [Number.NaN, 1],
      [4_500_000, Number.NaN],
      [Infinity, 1],
      [4_500_000, Infinity],
      [Number.MIN_VALUE, 1e300],
    ]) {
      expect(pricePerSqFt(price!, acres!)).toBeUndefined();
    }
  });

  it('reads whole units from 100 up and cents below, with the price’s sign and grouping', () => {
    expect(formatPerSqFt(2350)).toBe('$2,350');
    expect(formatPerSqFt(2350.6)).toBe('$2,351');
    expect(formatPerSqFt(68.870523)).toBe('$68.87');
    expect(formatPerSqFt(0.42)).toBe('$0.42');
  });
});

describe('building labels', () => {
  it("shows the backend's 'pre-lunch' as Pre-launch, other statuses capitalised", () => {
    expect(statusLabel('pre-lunch')).toBe('Pre-launch');
    expect(statusLabel('under construction')).toBe('Under construction');
    expect(statusLabel('')).toBe('');
  });

  it('reads missing values as N/A', () => {
    expect(yesNo('yes')).toBe('Yes');
    expect(yesNo('')).toBe('N/A');
    expect(acres(0)).toBe('N/A');
    expect(acres(3.2)).toBe('3.2 Acres');
    expect(countOf(1, 'Tower', 'Towers')).toBe('1 Tower');
    expect(countOf(12, 'Floor', 'Floors')).toBe('12 Floors');
    expect(countOf(0, 'Floor', 'Floors')).toBe('N/A');
  });
});

describe('land figures on a page in Odia or Hindi', () => {
  it('writes prices in rupees with lakh and crore, and English as it always has', () => {
    expect(formatLandPriceIn('or', 4_500_000, odia.land.priceOnRequest)).toBe('₹45 ଲକ୍ଷ');
    expect(formatLandPriceIn('hi', 14_000_000, hindi.land.priceOnRequest)).toBe('₹1.4 करोड़');
    expect(formatLandPriceIn('hi', 0, hindi.land.priceOnRequest)).toBe(hindi.land.priceOnRequest);
    expect(formatLandPriceIn('or', Number.NaN, odia.land.priceOnRequest)).toBe(odia.land.priceOnRequest);
    expect(formatLandPriceIn('en', 4_500_000, english.land.priceOnRequest)).toBe(formatLandPrice(4_500_000));
    expect(english.land.priceOnRequest).toBe(PRICE_ON_REQUEST);
  });

  it('writes the price of a square foot in rupees, whole from 100 up', () => {
    expect(formatPerSqFtIn('or', 4_500)).toBe('₹4,500');
    expect(formatPerSqFtIn('hi', 2350.6)).toBe('₹2,351');
    expect(formatPerSqFtIn('hi', 68.870523)).toBe('₹68.87');
    expect(formatPerSqFtIn('en', 68.870523)).toBe(formatPerSqFt(68.870523));
  });

  it("writes acres with the language's words, and English as formatAcres does", () => {
    expect(formatAcresIn('or', 1.5, odia.land.acres)).toBe('1.5 ଏକର');
    expect(formatAcresIn('hi', 1, hindi.land.acres)).toBe('1 एकड़');
    for (const acres of [1, 1.004, 1.5, 2.345, 1234.5, 0]) {
      expect(formatAcresIn('en', acres, english.land.acres)).toBe(formatAcres(acres));
    }
  });
});
