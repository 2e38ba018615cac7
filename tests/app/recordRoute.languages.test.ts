import { describe, expect, it } from 'vitest';
import { recordClientLoader, recordMeta, type RecordMetaArgs } from '@/app/recordRoute';
import type { RecordMetaWords } from '@/lib/recordPageMeta';
import { queryClient } from '@/app/queryClient';
import { loadedMessages } from '@/lib/i18n/catalogue';
import { recordKind } from '@/lib/recordKind';
import { canonical, metaContent, titleOf } from '@tests/test-utils/metaTags';

interface Item {
  _id: string;
  name: string;
}

const stored: Item = { _id: 'a1', name: 'Sai Heights' };

const itemPage = recordKind({
  query: (id: string) => ({ queryKey: ['language-items', id], queryFn: () => ({ ...stored, _id: id }) }),
  recordOf: (item: Item) => item,
  isEmpty: (item: Item) => !item._id.trim() && !item.name.trim(),
  nameOf: (item: Item) => item.name,
  pathOf: (item: Item, id: string) => `/Projects/item/${item._id || id}`,
  photoOf: () => undefined,
  untitled: () => 'Item',
  notFound: { title: 'Item not found', message: 'No such item.', backTo: '/Projects', backLabel: 'Back' },
  description: 'An item for sale.',
  meta: (item: Item) => [{ title: `English: ${item.name}` }],
});

const odia: RecordMetaWords<Item> = {
  description: 'ବିକ୍ରି ପାଇଁ ଏକ ସମ୍ପତ୍ତି।',
  notFoundTitle: 'ମିଳିଲା ନାହିଁ',
  untitled: () => 'ସମ୍ପତ୍ତି',
  meta: (item: Item) => [{ title: `ଓଡ଼ିଆ: ${item.name}` }],
};

const at = (pathname: string, loaderData: RecordMetaArgs<Item>['loaderData']): RecordMetaArgs<Item> => ({
  loaderData,
  params: { id: 'a1', name: 'item' },
  location: { pathname },
});

describe("a record page's meta in another language", () => {
  it('is in the words of the language, with the English path given with the language', () => {
    const meta = recordMeta(itemPage, () => odia);
    const tags = meta(at('/or/Projects/item/a1', undefined));
    expect(titleOf(tags)).toBe('ସମ୍ପତ୍ତି | Kalinga Habitats');
    expect(metaContent(tags, 'description')).toBe(odia.description);
    expect(canonical(tags)).toMatch(/\/or\/Projects\/item\/a1$/);
    expect(metaContent(tags, 'og:locale')).toBe('or_IN');
    const read = { read: { data: stored, isError: false, error: null } };
    expect(titleOf(meta(at('/or/Projects/item/a1', read)))).toBe('ଓଡ଼ିଆ: Sai Heights');
    // The English page keeps the kind's own words.
    expect(titleOf(meta(at('/Projects/item/a1', read)))).toBe('English: Sai Heights');
  });

  it('is empty while its words load, as a translated page is', () => {
    const meta = recordMeta(itemPage, () => undefined);
    expect(meta(at('/hi/Projects/item/a1', undefined))).toEqual([]);
  });

  it('loads the namespaces it reads with the record, on a page in another language', async () => {
    queryClient.clear();
    const loader = recordClientLoader(itemPage.query, 'project');
    const loaded = await loader({
      params: { id: 'a1' },
      request: new Request('http://localhost/hi/Projects/item/a1'),
    });
    expect(loaded.read.data).toEqual(stored);
    expect(loadedMessages('hi', 'project')?.untitled).toBe('प्रोजेक्ट');
    // And the words every record page's meta shares.
    expect(loadedMessages('hi', 'record')).toBeDefined();
    expect(loadedMessages('hi', 'listings')).toBeDefined();
    expect(loadedMessages('hi', 'shell')).toBeDefined();
  });
});
