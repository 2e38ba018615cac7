import { describe, expect, it } from 'vitest';
import { acres, countOf, statusLabel, yesNo } from '@/features/buildings/components/format';
import {
  acresToSqFt,
  formatAcres,
  formatLandPrice,
  formatSqFt,
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
