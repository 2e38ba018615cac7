import type { MetaArgs, MetaDescriptor } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { meta as rootMeta } from '@/app/root';
import { loadAllMessages } from '@/lib/i18n/catalogue';
import { meta as buildingsMeta } from '@/app/routes/admin/buildings';
import { meta as adminLayoutMeta } from '@/app/routes/admin/layout';
import { meta as loginMeta } from '@/app/routes/auth/login';
import { meta as buildingMeta } from '@/app/routes/public/property.$title.$id/route';
import { meta as publicLayoutMeta } from '@/app/routes/public/layout';

type AnyMeta = (args: MetaArgs) => MetaDescriptor[] | undefined;

const args = (extra: Partial<MetaArgs> = {}): MetaArgs => ({
  data: undefined,
  loaderData: undefined,
  params: {},
  location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
  matches: [],
  ...extra,
});

const titleOf = (meta: AnyMeta, extra?: Partial<MetaArgs>) =>
  (meta(args(extra)) ?? []).find((tag): tag is { title: string } => 'title' in tag)?.title;

// The site's words, as a page has them before its app runs (src/app/entry.client.tsx).
beforeAll(() => loadAllMessages());

describe('route titles', () => {
  it('name back-office and sign-in screens "<page> | <company>"', () => {
    expect(titleOf(buildingsMeta as AnyMeta)).toBe('List Of Buildings | Kalinga Habitats');
    expect(titleOf(loginMeta as AnyMeta)).toBe('Login | Kalinga Habitats');
  });

  it('name the error page when a route below the root or a layout failed to load', () => {
    const error = new Error('Failed to fetch dynamically imported module');
    for (const meta of [rootMeta, publicLayoutMeta, adminLayoutMeta] as AnyMeta[]) {
      expect(titleOf(meta, { error })).toBe('Something went wrong | Kalinga Habitats');
    }
    expect(titleOf(publicLayoutMeta as AnyMeta)).toBeUndefined();
  });

  it("name a record's page with a malformed %-escape 'Page not found'", () => {
    const location = { pathname: '/property/%zz/1', search: '', hash: '', state: null, key: 'default' };
    expect(titleOf(buildingMeta as AnyMeta, { location, params: { title: '%zz', id: '1' } })).toBe(
      'Page not found | Kalinga Habitats',
    );
  });
});
