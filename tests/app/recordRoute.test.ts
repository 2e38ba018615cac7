import { beforeAll, describe, expect, it } from 'vitest';
import { brochureMeta, recordClientLoader, recordMeta } from '@/app/recordRoute';
import { queryClient } from '@/app/queryClient';
import { loadAllMessages, loadMessages } from '@/lib/i18n/catalogue';
import { recordKind } from '@/lib/recordKind';
import { prerenderState } from '@/lib/prerenderQuery';
import { canonical, metaContent, titleOf } from '@tests/test-utils/metaTags';

interface Item {
  _id: string;
  name: string;
}

const stored: Item = { _id: 'a1', name: 'Sai Heights' };
let answer: Item | Error = stored;

const itemPage = recordKind({
  query: (id: string) => ({
    queryKey: ['items', id],
    queryFn: () => {
      if (answer instanceof Error) throw answer;
      return answer;
    },
  }),
  recordOf: (item: Item) => item,
  isEmpty: (item: Item) => !item._id.trim() && !item.name.trim(),
  nameOf: (item: Item) => item.name || 'Item',
  pathOf: (item: Item, id: string) => `/items/${item._id || id}`,
  photoOf: () => undefined,
  untitled: (params) => params.title || 'Item',
  notFound: {
    title: 'Item not found',
    message: 'No such item.',
    backTo: '/items',
    backLabel: 'Back to the items',
  },
  description: 'An item for sale.',
  type: 'article',
  meta: (item: Item) => [{ title: `The record's own: ${item.name}` }],
});

const meta = recordMeta(itemPage);
const at = (pathname: string, loaderData: Parameters<typeof meta>[0]['loaderData'], title = '') => ({
  loaderData,
  params: { id: 'a1', title },
  location: { pathname },
});

// The site's words, as a page has them before its app runs (src/app/entry.client.tsx).
beforeAll(() => loadAllMessages());
describe("a record page's meta", () => {
  it("is the record's own, from the answer written at build time", () => {
    const tags = meta(at('/items/a1', { prerendered: prerenderState(['items', 'a1'], stored) }));
    expect(titleOf(tags)).toBe("The record's own: Sai Heights");
  });

  it("is the record's own after the browser read it", async () => {
    answer = stored;
    queryClient.clear();
    const loaded = await recordClientLoader(itemPage.query)({ params: { id: 'a1' } });
    expect(titleOf(meta(at('/items/a1', loaded)))).toBe("The record's own: Sai Heights");
  });

  it("names the page by the address's title, and the kind's words, while nothing names it", () => {
    const tags = meta(at('/items/a1', { prerendered: undefined }, 'Sai Heights'));
    expect(titleOf(tags)).toBe('Sai Heights | Kalinga Habitats');
    expect(metaContent(tags, 'description')).toBe('An item for sale.');
    expect(metaContent(tags, 'og:type')).toBe('article');
    expect(metaContent(tags, 'robots')).toBeUndefined();
    expect(titleOf(meta(at('/items/a1', undefined)))).toBe('Item | Kalinga Habitats');
  });

  it("says 'not found', kept from search engines, after the backend's 404 or an empty answer", async () => {
    answer = Object.assign(new Error('Not found'), { isAxiosError: true, response: { status: 404 } });
    queryClient.clear();
    const loaded = await recordClientLoader(itemPage.query)({ params: { id: 'a1' } });
    expect(loaded.read.isError).toBe(true);
    const tags = meta(at('/items/a1', loaded));
    expect(titleOf(tags)).toBe('Item not found | Kalinga Habitats');
    expect(metaContent(tags, 'robots')).toBe('noindex');

    const empty = meta(
      at('/items/a1', { read: { data: { _id: '', name: '' }, isError: false, error: null } }),
    );
    expect(titleOf(empty)).toBe('Item not found | Kalinga Habitats');
  });

  it('keeps its untitled name after a read that failed otherwise, for Retry to fill in', () => {
    const failed = { data: undefined, isError: true, error: new Error('Network Error') };
    expect(titleOf(meta(at('/items/a1', { read: failed }, 'Sai Heights')))).toBe(
      'Sai Heights | Kalinga Habitats',
    );
  });

  it("is the site's not-found page for an address the router could not read", () => {
    expect(titleOf(meta(at('/items/%E0%A4%A', undefined)))).toBe('Page not found | Kalinga Habitats');
  });
});

describe("a brochure's meta", () => {
  const brochure = brochureMeta(itemPage, 'project');
  const read = (data: Item | undefined, error: unknown = null) => ({
    read: { data, isError: error !== null, error },
  });

  it("names the listing, points to the listing's page and is never indexed", () => {
    const tags = brochure(at('/items/a1/brochure', read(stored)));
    expect(titleOf(tags)).toBe('Sai Heights: brochure | Kalinga Habitats');
    expect(metaContent(tags, 'description')).toBe(
      'A printable brochure of Sai Heights: photos, facts and how to reach us.',
    );
    expect(metaContent(tags, 'robots')).toBe('noindex');
    expect(canonical(tags)).toMatch(/\/items\/a1$/);
  });

  it('is untitled before a read, and not found (in its kind’s words) after one that names nothing', () => {
    expect(titleOf(brochure(at('/items/a1/brochure', undefined)))).toBe(
      'Project brochure | Kalinga Habitats',
    );
    expect(titleOf(brochure(at('/items/a1/brochure', read({ _id: '', name: '' }))))).toBe(
      'Project not found | Kalinga Habitats',
    );
  });

  it('is written in the language of its address', async () => {
    const odia = await loadMessages('or', 'brochure');
    const tags = brochure(at('/or/Projects/x/a1/brochure', read(stored)));
    expect(titleOf(tags)).toBe(`${odia.title.replace('{name}', 'Sai Heights')} | Kalinga Habitats`);
    expect(metaContent(tags, 'og:locale')).toBe('or_IN');
    expect(metaContent(tags, 'description')).toBe(odia.description.replace('{name}', 'Sai Heights'));
    const hindi = await loadMessages('hi', 'project');
    expect(titleOf(brochure(at('/hi/Projects/x/a1/brochure', read({ _id: '', name: '' }))))).toBe(
      `${hindi.notFound.title} | Kalinga Habitats`,
    );
  });
});
