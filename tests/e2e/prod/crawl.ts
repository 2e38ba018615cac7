/**
 * What a crawler or a chat app's preview bot reads from a page's HTML, without running a script:
 * the head's tags, the JSON-LD and the headings.
 */

export interface CrawledPage {
  title: string;
  metas: Map<string, string>;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
  h1: string;
  text: string;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Reads a page's HTML as a crawler that runs no scripts does. */
export function crawl(html: string): CrawledPage {
  const metas = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = attribute(tag, 'property') ?? attribute(tag, 'name');
    const content = attribute(tag, 'content');
    if (key && content !== undefined) metas.set(key, decode(content));
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '');
  const strip = (fragment: string) =>
    decode(fragment.replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim();
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    metas,
    canonical: canonical && decode(canonical),
    jsonLd,
    h1: strip(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? ''),
    text: strip(body),
  };
}

/** The URLs a sitemap.xml lists. */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => decode(url!));
}

/** The JSON-LD objects of a page of one schema.org type. */
export const ofType = (page: CrawledPage, type: string) =>
  page.jsonLd.filter((item) => item['@type'] === type);
