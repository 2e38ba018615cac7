import { describe, expect, it } from 'vitest';
import { fill, placeholdersOf } from '@/lib/i18n/fill';

describe('filling a message', () => {
  it('puts each value in its placeholder, every time it appears', () => {
    expect(fill('{a} and {b}, {a}', { a: 'x', b: 2 })).toBe('x and 2, x');
  });

  it('leaves a placeholder without a value as written, and takes $ patterns literally', () => {
    expect(fill('{a} {missing}', { a: '$&' })).toBe('$& {missing}');
  });

  it('lists the placeholders, sorted', () => {
    expect(placeholdersOf('{year} {company} {year}')).toEqual(['company', 'year', 'year']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});
