import { describe, expect, it } from 'vitest';
import type { RecentListing } from '@/features/recentlyViewed/schema';
import { clearRecentlyViewed, recentlyViewed, recordView } from '@/features/recentlyViewed/store';

const building = (n: number): RecentListing => ({
  ref: { kind: 'building', id: `b${n}` },
  name: `Tower ${n}`,
  place: 'Patia, Bhubaneswar',
  photo: `/demo/buildings/${n}.webp`,
  label: 'Call For Price',
  path: `/property/Tower%20${n}/b${n}`,
});

const land: RecentListing = {
  ref: { kind: 'land', id: 'l1' },
  name: 'Khordha plot',
  place: 'Khordha',
  photo: 'https://files.example.com/land.jpg',
  label: '$4,500,000',
  path: '/property/land-details/l1',
};

const names = () => recentlyViewed.read().map((entry) => entry.name);

describe('recently viewed', () => {
  it('keeps the newest first', () => {
    recordView(building(1));
    recordView(land);
    recordView(building(2));
    expect(names()).toEqual(['Tower 2', 'Khordha plot', 'Tower 1']);
  });

  it('moves a listing opened again to the front, once', () => {
    recordView(building(1));
    recordView(land);
    recordView(building(2));
    recordView({ ...building(1), name: 'Tower 1 renamed' });
    expect(names()).toEqual(['Tower 1 renamed', 'Tower 2', 'Khordha plot']);
  });

  it('keeps a building and a land with the same id apart', () => {
    recordView(building(1));
    recordView({ ...land, ref: { kind: 'land', id: 'b1' }, path: '/property/land-details/b1' });
    expect(recentlyViewed.read()).toHaveLength(2);
  });

  it('keeps at most 6, dropping the oldest', () => {
    for (let n = 1; n <= 8; n += 1) recordView(building(n));
    expect(names()).toEqual(['Tower 8', 'Tower 7', 'Tower 6', 'Tower 5', 'Tower 4', 'Tower 3']);
  });

  it('cuts long texts to their limits and leaves out a photo it would not show', () => {
    recordView({ ...building(1), name: `  ${'N'.repeat(500)} `, photo: 'javascript:alert(1)' });
    const [kept] = recentlyViewed.read();
    expect(kept?.name).toHaveLength(120);
    expect(kept?.photo).toBe('');
  });

  it('keeps nothing for a listing whose page is not its own', () => {
    recordView({ ...building(1), path: 'https://evil.example/property/x/b1' });
    recordView({ ...land, ref: { kind: 'land', id: '' } });
    expect(recentlyViewed.read()).toEqual([]);
  });

  it('stores only the fields the row draws', () => {
    recordView({ ...land, extra: 'x'.repeat(1000) } as RecentListing);
    expect(Object.keys(JSON.parse(window.localStorage.getItem('recentlyViewed') ?? '[]')[0])).toEqual([
      'ref',
      'name',
      'place',
      'photo',
      'label',
      'path',
    ]);
  });

  it('Clear empties it', () => {
    recordView(building(1));
    clearRecentlyViewed();
    expect(recentlyViewed.read()).toEqual([]);
  });

  it('reads what another version or a person wrote defensively', () => {
    window.localStorage.setItem(
      'recentlyViewed',
      JSON.stringify([
        { ...building(1), path: 'javascript:alert(1)' },
        { ...building(2), photo: 'javascript:alert(1)' },
        { ...building(3), name: 'x'.repeat(100_000) },
        land,
        'not an entry',
        null,
        building(4),
      ]),
    );
    expect(names()).toEqual(['Khordha plot', 'Tower 4']);
  });
});
