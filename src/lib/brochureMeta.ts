import type { MetaDescriptor } from 'react-router';
import { isMissingRecord, type RecordLoad } from '@/lib/missingRecord';
import { shareImage } from '@/lib/recordPageMeta';
import { notFoundPageMeta, publicPageMeta } from '@/lib/pageMeta';
import { isDecodable } from '@/lib/url';

interface BrochureMetaInput<Item> {
  pathname: string;
  id: string | undefined;
  read: RecordLoad<Item> | undefined;
  isEmpty: (record: Item) => boolean;
  /** Its title while there is no listing to name: 'Land brochure', or the not-found title. */
  untitled: string;
  notFoundTitle: string;
  /** A listing's name, its page and its first photo. */
  listing: (record: Item) => { name: string; path: string; image?: string };
}

/**
 * A brochure's `meta`: never for search engines (the listing's page is the one to find), with the
 * listing's page as its canonical URL.
 */
export function brochureMeta<Item>(input: BrochureMetaInput<Item>): MetaDescriptor[] {
  const { pathname, read } = input;
  if (!isDecodable(pathname)) return notFoundPageMeta(pathname);
  if (!read?.data || isMissingRecord(input.id, read, input.isEmpty)) {
    return publicPageMeta({
      title: read ? input.notFoundTitle : input.untitled,
      description: 'A printable brochure of a listing by Kalinga Habitats.',
      path: pathname,
      noIndex: true,
    });
  }
  const { name, path, image } = input.listing(read.data);
  return publicPageMeta({
    title: `${name}: brochure`,
    description: `A printable brochure of ${name}: photos, facts and how to reach us.`,
    path,
    image: shareImage(image),
    imageAlt: name,
    noIndex: true,
  });
}
