import { describe, expect, it } from 'vitest';
import { SIMILAR_LISTINGS_LIMIT, similarListings, type ListingTraits } from '@/lib/similarListings';

const listing = (id: string, type: string, city: string): ListingTraits => ({ id, type, city });
const ids = (items: ListingTraits[]) => items.map((item) => item.id);
const similar = (current: ListingTraits, items: ListingTraits[], limit?: number) =>
  ids(similarListings(current, items, (item) => item, limit));

describe('similarListings', () => {
  const current = listing('a', 'residential', 'Bhubaneswar');

  it('offers only others of the same type, those in the same city first, each group in order', () => {
    const items = [
      listing('a', 'residential', 'Bhubaneswar'),
      listing('b', 'residential', 'Cuttack'),
      listing('c', 'commercial', 'Bhubaneswar'),
      listing('d', 'residential', 'Bhubaneswar'),
      listing('e', 'residential', 'Puri'),
      listing('f', 'residential', 'Bhubaneswar'),
    ];
    expect(similar(current, items)).toEqual(['d', 'f', 'b', 'e']);
  });

  it(`offers at most ${SIMILAR_LISTINGS_LIMIT}, or the limit given`, () => {
    const items = Array.from({ length: 9 }, (_, i) => listing(`x${i}`, 'residential', 'Bhubaneswar'));
    expect(similar(current, items)).toEqual(['x0', 'x1', 'x2', 'x3']);
    expect(similar(current, items, 2)).toEqual(['x0', 'x1']);
  });

  it('compares type and city without regard to case or spaces', () => {
    const items = [listing('b', ' Residential ', 'cuttack'), listing('c', 'RESIDENTIAL', ' bhubaneswar ')];
    expect(similar(current, items)).toEqual(['c', 'b']);
  });

  it('is empty when nothing else has the type, or the current listing has none', () => {
    expect(similar(current, [current, listing('b', 'commercial', 'Bhubaneswar')])).toEqual([]);
    expect(similar(listing('a', ' ', 'Bhubaneswar'), [listing('b', '', 'Bhubaneswar')])).toEqual([]);
  });

  it('leaves out listings without an id and repeats', () => {
    const items = [
      listing('', 'residential', 'Bhubaneswar'),
      listing('b', 'residential', 'Bhubaneswar'),
      listing('b', 'residential', 'Bhubaneswar'),
      listing(' a ', 'residential', 'Bhubaneswar'),
    ];
    expect(similar(current, items)).toEqual(['b']);
  });

  it('keeps no preference for a city when the current listing has none', () => {
    const items = [listing('b', 'residential', 'Cuttack'), listing('c', 'residential', '')];
    expect(similar(listing('a', 'residential', ''), items)).toEqual(['b', 'c']);
  });
});
