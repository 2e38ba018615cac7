import { beforeEach, describe, expect, it } from 'vitest';
import { KEPT_IN_BROWSER } from '@/config/limits';
import type { ListingRef } from '@/lib/listingRef';
import { isKept, keepAll, removeKept, shortlist, toggleKept } from '@/features/shortlist/store';

const building = (n: number): ListingRef => ({
  kind: 'building',
  id: `65f0b1${String(n).padStart(18, '0')}`,
});
const land: ListingRef = { kind: 'land', id: '65f0c2000000000000000001' };
const stored = (): unknown => JSON.parse(localStorage.getItem('shortlist') ?? 'null');

describe('the shortlist store', () => {
  beforeEach(() => localStorage.clear());

  it('toggles a listing in, newest first, and out again', () => {
    toggleKept(building(1));
    toggleKept(land);
    expect(shortlist.read()).toEqual([land, building(1)]);
    expect(isKept(shortlist.read(), land)).toBe(true);
    toggleKept(building(1));
    expect(shortlist.read()).toEqual([land]);
    expect(isKept(shortlist.read(), building(1))).toBe(false);
    expect(stored()).toEqual([land]);
  });

  it('tells the kinds apart: a building and a land with the same id are two listings', () => {
    toggleKept({ kind: 'building', id: land.id });
    expect(isKept(shortlist.read(), land)).toBe(false);
    toggleKept(land);
    expect(shortlist.read()).toHaveLength(2);
  });

  it(`keeps at most ${KEPT_IN_BROWSER.shortlist}: one more is refused, and nothing kept goes`, () => {
    for (let n = 1; n <= KEPT_IN_BROWSER.shortlist; n++) expect(toggleKept(building(n))).toBeUndefined();
    const before = shortlist.read();
    expect(toggleKept(land)).toBe('full');
    const list = shortlist.read();
    expect(list).toEqual(before);
    expect(isKept(list, land)).toBe(false);
    expect(isKept(list, building(1))).toBe(true);
    // Taking one out still works on a full list, and makes room.
    expect(toggleKept(building(1))).toBeUndefined();
    expect(toggleKept(land)).toBeUndefined();
    expect(shortlist.read()[0]).toEqual(land);
  });

  it('reads what another version, an extension or a person wrote defensively', () => {
    localStorage.setItem(
      'shortlist',
      JSON.stringify([
        land,
        land,
        { kind: 'villa', id: '1' },
        { kind: 'building', id: '../admin' },
        { kind: 'building' },
        'b-1',
        null,
        building(3),
      ]),
    );
    expect(shortlist.read()).toEqual([land, building(3)]);
    localStorage.setItem('shortlist', '{"kind":"land"}');
    expect(shortlist.read()).toEqual([]);
    localStorage.setItem('shortlist', 'not json');
    expect(shortlist.read()).toEqual([]);
    toggleKept(land);
    expect(shortlist.read()).toEqual([land]);
  });

  it('removes listings, and keeps a shared list beside the own one, never in its place', () => {
    toggleKept(building(1));
    toggleKept(building(2));
    expect(keepAll([land, building(1)])).toEqual({ added: 1, left: 0 });
    expect(shortlist.read()).toEqual([land, building(2), building(1)]);
    removeKept([building(2), land]);
    expect(shortlist.read()).toEqual([building(1)]);
  });

  it('adds from a shared list only as many as there is room for', () => {
    for (let n = 1; n < KEPT_IN_BROWSER.shortlist; n++) toggleKept(building(n));
    expect(keepAll([land, building(100), building(101)])).toEqual({ added: 1, left: 2 });
    const list = shortlist.read();
    expect(list).toHaveLength(KEPT_IN_BROWSER.shortlist);
    expect(list[0]).toEqual(land);
    expect(isKept(list, building(1))).toBe(true);
  });
});
