import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageMeta } from '@/lib/pageMeta';
import { publicPageMeta } from '@/lib/publicPageMeta';
import { jsonLdOf } from '@tests/test-utils/metaTags';

const page = { title: 'Contact us', description: 'Call or write to us.', path: '/contact' };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('publicPageMeta', () => {
  it("writes the company and the page's own JSON-LD into the page the build renders", () => {
    vi.stubEnv('SSR', true);
    const meta = publicPageMeta(page, { faqs: [] });
    expect(meta).toEqual(expect.arrayContaining(pageMeta(page)));
    expect(jsonLdOf(meta).map((object) => object['@type'])).toEqual(['RealEstateAgent', 'FAQPage']);
  });

  it('leaves JSON-LD out in the browser, where only the tags matter', () => {
    vi.stubEnv('SSR', false);
    const meta = publicPageMeta(page, { faqs: [] });
    expect(meta).toEqual(pageMeta(page));
  });
});
