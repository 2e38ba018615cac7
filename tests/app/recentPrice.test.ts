import { describe, expect, it } from 'vitest';
import { recentPriceIn } from '@/app/recentPrice';
import english from '@/lib/i18n/messages/en/listings';
import hindi from '@/lib/i18n/messages/hi/listings.json';
import odia from '@/lib/i18n/messages/or/listings.json';

const land = { ref: { kind: 'land', id: 'l1' }, label: '$4,500,000', price: 4_500_000 } as const;
const project = {
  ref: { kind: 'project', id: 'p1' },
  label: 'Call For Price',
  priceType: 'Call for price',
} as const;
const building = { ref: { kind: 'building', id: 'b1' }, label: 'Call For Price' } as const;

describe('a recently viewed listing’s price', () => {
  it('reads on an English page as the listing’s card wrote it', () => {
    expect(recentPriceIn(land, 'en', english)).toEqual({ text: '$4,500,000' });
    expect(recentPriceIn(project, 'en', english)).toEqual({ text: 'Call For Price' });
    expect(recentPriceIn(building, 'en', english)).toEqual({ text: 'Call For Price' });
    expect(recentPriceIn({ ...land, price: 0, label: 'Price on request' }, 'en', english)).toEqual({
      text: 'Price on request',
    });
  });

  it('is written in Odia and Hindi: rupees in lakh, the price type and the building’s line in the language', () => {
    expect(recentPriceIn(land, 'or', odia)).toEqual({ text: '₹45 ଲକ୍ଷ' });
    expect(recentPriceIn(land, 'hi', hindi).text).toBe('₹45 लाख');
    expect(recentPriceIn(project, 'or', odia)).toEqual({ text: odia.project.priceTypes['call for price'] });
    expect(recentPriceIn(building, 'hi', hindi)).toEqual({ text: hindi.building.callForPrice });
  });

  it('keeps the English label of an entry kept before its price was, marked English', () => {
    const { price: _price, ...older } = land;
    expect(recentPriceIn(older, 'or', odia)).toEqual({ text: '$4,500,000', lang: 'en' });
    expect(recentPriceIn(older, 'en', english)).toEqual({ text: '$4,500,000' });
  });
});
