import { describe, expect, it } from 'vitest';
import { isListingRef, refKey, refsFromParam, refsParam } from '@/lib/listingRef';

describe('listing refs in an address', () => {
  it('writes and reads back refs of each kind, in order', () => {
    const refs = [
      { kind: 'land', id: '65f0d3000000000000000008' },
      { kind: 'building', id: 'abc' },
      { kind: 'project', id: 'x_1-2' },
    ] as const;
    expect(refsParam(refs)).toBe('l-65f0d3000000000000000008,b-abc,p-x_1-2');
    expect(refsFromParam(refsParam(refs), 10)).toEqual(refs);
  });

  it('drops malformed parts and repeats, and stops at max', () => {
    expect(refsFromParam('b-a,,x-b,b-,-c,b-a,constructor-d,toString-e,l-<script>,l-b,p-c,b-d', 2)).toEqual([
      { kind: 'building', id: 'a' },
      { kind: 'land', id: 'b' },
    ]);
    expect(refsFromParam(null, 4)).toEqual([]);
  });

  it('accepts only a known kind and a plain id', () => {
    expect(isListingRef({ kind: 'land', id: 'a1' })).toBe(true);
    expect(isListingRef({ kind: 'toString', id: 'a1' })).toBe(false);
    expect(isListingRef({ kind: 'land', id: '../x' })).toBe(false);
    expect(isListingRef({ kind: 'land', id: 'a'.repeat(65) })).toBe(false);
    expect(isListingRef('b-a1')).toBe(false);
    expect(refKey({ kind: 'project', id: 'z' })).toBe('p-z');
  });
});
