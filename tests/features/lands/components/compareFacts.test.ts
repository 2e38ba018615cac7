import { describe, expect, it } from 'vitest';
import { comparedLand, pricePerSqFt } from '@/features/lands/components/compareFacts';
import { formatPerSqFtIn, pricePerSqFt as pricePerSqFtOfPage } from '@/features/lands/components/format';
import { landSchema } from '@/features/lands/schema';
import { seedLands } from '@/mocks/seed/lands';
import english from '@/lib/i18n/messages/en/compare';

const valueOf = (facts: { label: string; value: string }[], label: string) =>
  facts.find((fact) => fact.label === label)?.value;

describe('one price per sq ft', () => {
  it('is the land page’s, in Compare too: 1 acre at 1,00,00,000 reads $230 in both', () => {
    const rate = pricePerSqFtOfPage(10_000_000, 1);
    expect(rate).toBeCloseTo(229.568, 3);
    expect(formatPerSqFtIn('en', rate!)).toBe('$230');
    expect(pricePerSqFt(10_000_000, 1)).toBe('$230');
    expect(pricePerSqFt(10_000_000, 1, 'or')).toBe(formatPerSqFtIn('or', rate!));
  });
});

describe('pricePerSqFt', () => {
  it('divides the price by the area in square feet (1 acre = 43,560 sq ft)', () => {
    // 1.5 acres = 65,340 sq ft; 4,500,000 / 65,340 = 68.87...
    expect(pricePerSqFt(4_500_000, 1.5)).toBe('$68.87');
    expect(pricePerSqFt(43_560_000, 1)).toBe('$1,000');
  });

  it('is a dash when the price or the area is missing', () => {
    expect(pricePerSqFt(0, 1.5)).toBe('—');
    expect(pricePerSqFt(4_500_000, 0)).toBe('—');
    expect(pricePerSqFt(Number.NaN, 1)).toBe('—');
  });
});

describe('comparedLand', () => {
  it('gives the facts buyers compare, in the order of the table', () => {
    const land = seedLands[0]!;
    const compared = comparedLand(land, 'en', english.facts)!;
    expect(compared.to).toBe(`/property/land-details/${land._id}`);
    expect(compared.facts.map((fact) => fact.label)).toEqual([
      'Type',
      'Status',
      'Area in acres',
      'Area in sq ft',
      'Price',
      'Price per sq ft',
      'Terrain',
      'Road access',
      'Water',
      'Electricity',
      'City',
    ]);
    expect(valueOf(compared.facts, 'Area in acres')).toBe('1.5 Acres');
    expect(valueOf(compared.facts, 'Area in sq ft')).toBe('65,340 sq ft');
    expect(valueOf(compared.facts, 'Price')).toBe('$4,500,000');
    expect(valueOf(compared.facts, 'Price per sq ft')).toBe('$68.87');
    expect(valueOf(compared.facts, 'Terrain')).toBe('Flat');
    expect(valueOf(compared.facts, 'Electricity')).toBe('Yes');
  });

  it('reads a land without price or area as on request, N/A and a dash', () => {
    const facts = comparedLand(
      landSchema.parse({ _id: '65f0c2000000000000000042' }),
      'en',
      english.facts,
    )!.facts;
    expect(valueOf(facts, 'Price')).toBe('Price on request');
    expect(valueOf(facts, 'Area in acres')).toBe('N/A');
    expect(valueOf(facts, 'Price per sq ft')).toBe('—');
  });

  it('is null for an empty record', () => {
    expect(comparedLand(landSchema.parse({}), 'en', english.facts)).toBeNull();
  });
});
