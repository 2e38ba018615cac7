import { describe, expect, it } from 'vitest';
import { AWKWARD_NAMES, ODD_ID, UNFIT_ID } from '@tests/test-utils/awkwardNames';
import { paths } from '@/config/paths';
import { pathPart, slugPart, titlePart } from '@/lib/pathPart';
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
    // Its title part is the fallback: a '%2E%2E' folder is what nginx would look for, and no build can write it.
    ['a building named ..', paths.building('..', 'b1'), '/property/building/b1'],
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

/** What nginx looks up for an address: every %XX decoded (scripts/nginx-conf.mjs try_files). */
const nginxSegments = (link: string) => link.split('/').map(decodeURIComponent);
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('titlePart', () => {
  it.each(['land-details', 'Land-Details', 'land/details'])(
    "never names a building %s, the land page's address",
    (name) => {
      expect(paths.building(name, 'b1')).toBe('/property/building/b1');
    },
  );

  it('keeps an ordinary name exactly as encodeURIComponent writes it', () => {
    for (const name of ['Green Valley Residency', 'Lotus 2.0', "Sai's (Phase 1)", 'ଓଡ଼ିଆ ନିବାସ'])
      expect(titlePart(name, 'building')).toBe(encodeURIComponent(name));
    expect(paths.building('Green Valley Residency', 'b1')).toBe('/property/Green%20Valley%20Residency/b1');
  });

  it.each([
    ['reserved punctuation stays, encoded', 'Sai, Lakshmi & Co: Phase+2', 'Sai, Lakshmi & Co: Phase+2'],
    ['slashes become hyphens; ?, # and % go', 'Tower #7? 100% A/B\\C', 'Tower 7 100 A-B-C'],
    ['an escape-looking name loses its %', 'Offer 50%25 %2F off', 'Offer 5025 2F off'],
    ['one dot is the fallback', '.', 'building'],
    ['two dots are the fallback', '..', 'building'],
    ['three dots are no dot segment and stay', '...', '...'],
    ['spaces at either end go', '  Lotus Enclave  ', 'Lotus Enclave'],
    ['control characters become spaces', 'Tab\tand\nnewline', 'Tab and newline'],
    ['nothing left is the fallback', ' ?#% ', 'building'],
    ['an unpaired surrogate goes', 'Sai\uD800 Heights', 'Sai Heights'],
  ])('%s', (_label, name, decoded) => {
    expect(decodeURIComponent(titlePart(name, 'building'))).toBe(decoded);
  });

  it('cuts a name over 255 bytes of UTF-8 at a whole character', () => {
    const odia = decodeURIComponent(titlePart('ଓ'.repeat(100), 'building'));
    expect(odia).toBe('ଓ'.repeat(85));
    expect(bytes(odia)).toBe(255);
    const emoji = decodeURIComponent(titlePart('🏠'.repeat(64), 'building'));
    expect(emoji).toBe('🏠'.repeat(63));
    expect(emoji).not.toMatch(/[\uD800-\uDFFF]/u);
    const accented = decodeURIComponent(titlePart('é'.repeat(200), 'building'));
    expect(accented).toBe('é'.repeat(127));
    // 85 characters of three bytes fit exactly; mixed widths are counted each by its own size.
    expect(decodeURIComponent(titlePart('ଓ'.repeat(85), 'building'))).toBe('ଓ'.repeat(85));
    const mixed = decodeURIComponent(titlePart(`${'ଓ'.repeat(84)}é🏠`, 'building'));
    expect(mixed).toBe(`${'ଓ'.repeat(84)}é`);
    // A cut never leaves a space at the end.
    expect(decodeURIComponent(titlePart(`${'a'.repeat(254)} b`, 'building'))).toBe('a'.repeat(254));
    // Only the decoded form is a file name: a long encoded form is kept whole.
    const punctuated = 'A & B, '.repeat(30).trim();
    expect(titlePart(punctuated, 'building')).toBe(encodeURIComponent(punctuated));
  });
});

describe('the links of awkward names', () => {
  const links = (name: string, id: string) => [
    paths.building(name, id),
    paths.land(id),
    paths.project(name, id),
    paths.blogPost(name, id),
  ];

  it.each(AWKWARD_NAMES)(
    'for %s stay on their page and are one file name per part once nginx decodes them',
    (_label, name) => {
      for (const link of [...links(name, '65f0b1'), ...links(name, ODD_ID)]) {
        expect(resolved(link)).toBe(link);
        const segments = nginxSegments(link);
        expect(segments).toHaveLength(4);
        for (const segment of segments.slice(1)) {
          expect(segment).not.toMatch(/^\.{1,2}$|[/\\?#%\0]/);
          expect(segment.trim()).toBe(segment);
          expect(bytes(segment)).toBeLessThanOrEqual(255);
        }
        // The build requests the decoded path as a URL: it reads back the same segments.
        const decoded = segments.join('/');
        expect(nginxSegments(new URL(`http://localhost${decoded}`).pathname)).toEqual(segments);
      }
    },
  );

  it('keep an id whole, however odd', () => {
    expect(paths.building('Sai Heights', UNFIT_ID)).toBe(
      `/property/Sai%20Heights/${encodeURIComponent(UNFIT_ID)}`,
    );
    expect(nginxSegments(paths.land(ODD_ID)).at(-1)).toBe(ODD_ID);
  });
});
