import { describe, expect, it } from 'vitest';
import { landFacts, type LandFactWords } from '@/features/lands/components/landFactGroups';
import { landSchema } from '@/features/lands/schema';
import englishLand from '@/lib/i18n/messages/en/land';
import englishListings from '@/lib/i18n/messages/en/listings';
import englishRecord from '@/lib/i18n/messages/en/record';
import hindiLand from '@/lib/i18n/messages/hi/land.json';
import hindiListings from '@/lib/i18n/messages/hi/listings.json';
import hindiRecord from '@/lib/i18n/messages/hi/record.json';
import odiaLand from '@/lib/i18n/messages/or/land.json';
import odiaListings from '@/lib/i18n/messages/or/listings.json';
import odiaRecord from '@/lib/i18n/messages/or/record.json';
import { seedLands } from '@/mocks/seed/lands';

const janla = seedLands[0]!;
const english: LandFactWords = {
  facts: englishLand.facts,
  shared: englishRecord.facts,
  listings: englishListings.land,
};
const odia: LandFactWords = { facts: odiaLand.facts, shared: odiaRecord.facts, listings: odiaListings.land };
const hindi: LandFactWords = {
  facts: hindiLand.facts,
  shared: hindiRecord.facts,
  listings: hindiListings.land,
};

/** Each fact's label and what it shows, with its lang where it has one. */
const shown = (groups: ReturnType<typeof landFacts>) =>
  Object.fromEntries(
    groups.flatMap((group) => group.facts).map((fact) => [fact.label, [fact.value, fact.note, fact.lang]]),
  );

describe('landFacts', () => {
  it('writes the English facts, the backend’s values capitalised', () => {
    const groups = landFacts(janla, english, 'en');
    expect(groups.map((group) => group.title)).toEqual(['Property', 'Utilities', 'Location']);
    expect(shown(groups)).toMatchObject({
      'Total Area': ['65,340 sq ft', '1.5 Acres', undefined],
      'Selling Price': ['$4,500,000', undefined, undefined],
      Status: ['Available', undefined, undefined],
      'Road Access': ['Paved', undefined, undefined],
      'Soil Type': ['Laterite', undefined, undefined],
      Electricity: ['Yes', undefined, undefined],
      Address: [janla.locationDetails.address, undefined, undefined],
    });
  });

  it('writes the facts in Odia, rupees in lakh, and marks what the admin typed as English', () => {
    const { labels } = odiaLand.facts;
    const facts = shown(landFacts(janla, odia, 'or'));
    expect(facts[labels.totalArea]).toEqual(['65,340 sq ft', '1.5 ଏକର', undefined]);
    expect(facts[labels.sellingPrice]?.[0]).toBe('₹45 ଲକ୍ଷ');
    expect(facts[odiaRecord.facts.status]?.[0]).toBe('ଉପଲବ୍ଧ');
    expect(facts[labels.terrain]?.[0]).toBe('ସମତଳ');
    expect(facts[labels.sewageSystem]?.[0]).toBe('ପୌର ନର୍ଦ୍ଦମା ସଂଯୋଗ');
    expect(facts[labels.soilType]).toEqual(['Laterite', undefined, 'en']);
    expect(facts[labels.city]).toEqual(['Bhubaneswar', undefined, 'en']);
  });

  it('says in Hindi what a malformed land does not give, and keeps an unknown value as typed', () => {
    const land = landSchema.parse({
      _id: '65f0c2000000000000000042',
      physicalCharacteristics: { terrainType: 'rocky' },
    });
    const { labels } = hindiLand.facts;
    const facts = shown(landFacts(land, hindi, 'hi'));
    expect(facts[labels.totalArea]?.[0]).toBe('उपलब्ध नहीं');
    expect(facts[labels.sellingPrice]?.[0]).toBe('क़ीमत पूछने पर');
    expect(facts[labels.terrain]).toEqual(['Rocky', undefined, 'en']);
    expect(facts[labels.address]?.[0]).toBe('उपलब्ध नहीं');
    expect(facts[labels.address]?.[2]).toBeUndefined();
  });
});
