import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { pathPart, slugPart } from '@/lib/pathPart';
import { NO_ID, idPart } from '@/lib/recordId';

/** Where a browser goes for `path`: the URL standard resolves dot segments, '%2e' ones too. */
const resolved = (path: string) => new URL(path, 'https://site.example').pathname;

describe('pathPart', () => {
  it('encodes as encodeURIComponent does', () => {
    expect(pathPart('a b/../x?y#z')).toBe('a%20b%2F..%2Fx%3Fy%23z');
    expect(pathPart('Lotus 2.0')).toBe('Lotus%202.0');
    expect(pathPart('...')).toBe('...');
  });

  it.each(['.', '..'])('never leaves %s as a dot segment', (value) => {
    const part = pathPart(value);
    expect(resolved(`/property/${part}/1`)).toBe(`/property/${part}/1`);
    expect(part).not.toMatch(/^(\.|%2e){1,2}$/i);
  });
});

describe('the path builders', () => {
  it.each([
    ['a building named ..', paths.building('..', 'b1'), '/property/%252E%252E/b1'],
    ['a building with id ..', paths.building('Sai Heights', '..'), '/property/Sai%20Heights/%252E%252E'],
    ['a building with id .', paths.building('Sai Heights', '.'), '/property/Sai%20Heights/%252E'],
    ['a land with id ..', paths.land('..'), '/property/land-details/%252E%252E'],
    ['an edit-land id ..', paths.updateLand('..'), '/edit-land-details/%252E%252E'],
    ['an update-building id ..', paths.updateBuilding('..'), '/update-building/%252E%252E'],
    ['an edit-project id ..', paths.updateProject('..'), '/projectlists/edit/%252E%252E'],
  ])('keep %s on its own page', (_label, path, expected) => {
    expect(path).toBe(expected);
    expect(resolved(path)).toBe(expected);
  });

  it('keep ordinary names and ids readable', () => {
    expect(paths.building('Lotus 2.0', 'b1')).toBe('/property/Lotus%202.0/b1');
    expect(paths.land('65f0c1')).toBe('/property/land-details/65f0c1');
  });
});

describe('idPart', () => {
  it.each(['', '  ', '.', '..'])('refuses the id %j instead of calling a different path', (id) => {
    expect(() => idPart(id)).toThrow(NO_ID);
  });

  it('encodes a real id', () => {
    expect(idPart('a/b')).toBe('a%2Fb');
  });
});

describe('slugPart', () => {
  it('keeps letters and digits of a title, joined by single hyphens', () => {
    expect(slugPart('RERA in Odisha: what every buyer should check?', 'post')).toBe(
      'rera-in-odisha-what-every-buyer-should-check',
    );
    expect(slugPart('  Café Résidence — Phase 2 ', 'project')).toBe('cafe-residence-phase-2');
  });

  it('answers the fallback for a title with nothing readable, and stays short', () => {
    expect(slugPart('?!', 'post')).toBe('post');
    expect(slugPart('', 'project')).toBe('project');
    const long = slugPart('word '.repeat(40), 'post');
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).not.toMatch(/-$/);
  });
});
