import { describe, expect, it } from 'vitest';
import { isRecentListing, type RecentListing } from '@/features/recentlyViewed/schema';

const entry: RecentListing = {
  ref: { kind: 'building', id: '65f0b1000000000000000001' },
  name: 'Green Valley Residency',
  place: 'Patia, Bhubaneswar',
  photo: '/demo/buildings/green-valley-1.webp',
  label: 'Call For Price',
  path: '/property/Green%20Valley%20Residency/65f0b1000000000000000001',
};

describe('isRecentListing', () => {
  it.each<[string, RecentListing]>([
    ['a building', entry],
    ['one without a photo or place', { ...entry, photo: '', place: '' }],
    ['a photo on the image host', { ...entry, photo: 'https://files.example.com/a/b.jpg' }],
    ['a land', { ...entry, ref: { kind: 'land', id: 'abc' }, path: '/property/land-details/abc' }],
    ['a project', { ...entry, ref: { kind: 'project', id: 'p1' }, path: '/Projects/green-valley/p1' }],
  ])('keeps %s', (_, value) => {
    expect(isRecentListing(value)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'b-1'],
    ['no ref', { ...entry, ref: undefined }],
    ['an unknown kind', { ...entry, ref: { kind: 'villa', id: '1' } }],
    ['a number for a name', { ...entry, name: 42 }],
    ['an empty name', { ...entry, name: '  ' }],
    ['a huge name', { ...entry, name: 'x'.repeat(121) }],
    ['a huge place', { ...entry, place: 'x'.repeat(301) }],
    ['a huge label', { ...entry, label: 'x'.repeat(121) }],
    ['a huge photo address', { ...entry, photo: `https://files.example.com/${'x'.repeat(2100)}` }],
    ['a javascript: path', { ...entry, path: 'javascript:alert(1)' }],
    ['another host as the path', { ...entry, path: '//evil.example/property/a/65f0b1000000000000000001' }],
    ['a full address as the path', { ...entry, path: 'https://evil.example/' }],
    ['a backslash path', { ...entry, path: '/\\evil.example/property/a/65f0b1000000000000000001' }],
    ['a tab in the path', { ...entry, path: '/\t/evil.example/x/65f0b1000000000000000001' }],
    ['a path to another page', { ...entry, path: '/login' }],
    ['the page of another listing', { ...entry, path: '/property/Green/65f0b1000000000000000002' }],
    ['the land page for a building', { ...entry, path: '/property/land-details/65f0b1000000000000000001' }],
    ['a building page for a land', { ...entry, ref: { kind: 'land', id: 'abc' }, path: '/property/x/abc' }],
    ['a query in the path', { ...entry, path: `${entry.path}?next=//evil.example` }],
    ['a malformed escape', { ...entry, path: '/property/%E0%A4%A/65f0b1000000000000000001' }],
    ['a javascript: photo', { ...entry, photo: 'javascript:alert(1)' }],
    ['a data: photo', { ...entry, photo: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['a protocol-relative photo', { ...entry, photo: '//evil.example/a.jpg' }],
    ['a photo with spaces', { ...entry, photo: 'https://files.example.com/a b.jpg' }],
  ])('drops %s', (_, value) => {
    expect(isRecentListing(value)).toBe(false);
  });
});
