import { describe, expect, it } from 'vitest';
import { comparedLand, pricePerSqFt } from '@/features/lands/components/compareFacts';
import { landSchema } from '@/features/lands/schema';
import hindi from '@/lib/i18n/messages/hi/compare.json';
import odia from '@/lib/i18n/messages/or/compare.json';
import { seedLands } from '@/mocks/seed/lands';

describe('comparedLand in Odia and Hindi', () => {
  it('writes prices in rupees with the language’s lakh, and the facts in the language', () => {
    const compared = comparedLand(seedLands[0]!, 'or', odia.facts)!;
    const labels = odia.facts.land.labels;
    const fact = (label: string) => compared.facts.find((one) => one.label === label);
    expect(compared.facts.map((one) => one.label)).toEqual(Object.values(labels));
    expect(fact(labels.price)?.value).toBe('₹45 ଲକ୍ଷ');
    expect(fact(labels.perSqFt)?.value).toBe('₹68.87');
    expect(fact(labels.acres)?.value).toBe('1.5 ଏକର');
    expect(fact(labels.sqFt)?.value).toBe('65,340 ବର୍ଗଫୁଟ');
    expect(fact(labels.water)?.value).toBe('ପୌର ଯୋଗାଣ');
    expect(fact(labels.electricity)?.value).toBe('ହଁ');
    expect(fact(labels.city)).toEqual({ label: labels.city, value: 'Bhubaneswar', lang: 'en' });
  });

  it('reads a land without price or area in the language', () => {
    const compared = comparedLand(landSchema.parse({ _id: '65f0c2000000000000000042' }), 'hi', hindi.facts)!;
    const labels = hindi.facts.land.labels;
    const value = (label: string) => compared.facts.find((one) => one.label === label)?.value;
    expect(compared.name).toBe('बिना नाम की ज़मीन');
    expect(value(labels.price)).toBe('क़ीमत पूछने पर');
    expect(value(labels.acres)).toBe('जानकारी नहीं');
    expect(value(labels.perSqFt)).toBe('—');
  });

  it('divides a price per sq ft in rupees on an Odia or Hindi page', () => {
    expect(pricePerSqFt(43_560_000, 1, 'hi')).toBe('₹1,000');
  });
});
