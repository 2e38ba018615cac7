import { matchPath } from 'react-router';
import { MAX_LENGTH } from '@/config/limits';
import { paths } from '@/config/paths';
import { isListingRef, type ListingKind, type ListingRef } from '@/lib/listingRef';
import { isDecodable } from '@/lib/url';

/**
 * What the site keeps of a listing a visitor opened: enough to draw its card in the row of
 * recently viewed ones without asking the backend, taken when its page showed it.
 */
export interface RecentListing {
  ref: ListingRef;
  name: string;
  /** Its address and city, as its page shows them. */
  place: string;
  /** Its first photo: an http(s) address or a path of this site; empty when it has none. */
  photo: string;
  /**
   * Its price, or what its page says instead of one ('Call For Price'), as the English page wrote
   * it: what the row shows for an entry kept before `price` and `priceType` were.
   */
  label: string;
  /** A land's selling price (0 for none): the row writes it in the page's language. */
  price?: number;
  /** A project's price type as stored ('Call for price'): the row names it in the page's language. */
  priceType?: string;
  /**
   * Its page on this site, as its page gave it: checked when read back, never linked to (the row
   * links to `pageOfRecent`).
   */
  path: string;
}

/**
 * A kept listing's page, built from its kind, id and name. Never the path storage holds: an entry
 * edited by hand ('/property/../dashboard' with the id 'dashboard') passes any check of its parts
 * and still resolves elsewhere.
 */
export function pageOfRecent({ ref, name }: Pick<RecentListing, 'ref' | 'name'>): string {
  return paths.listing(ref.kind, name, ref.id);
}

export const TEXT_LIMITS = {
  name: MAX_LENGTH.name,
  place: MAX_LENGTH.address,
  label: MAX_LENGTH.short,
  photo: MAX_LENGTH.url,
  path: MAX_LENGTH.url,
} as const;

/** The pages a kept listing may link to: its own kind's record page, with its own id. */
const PAGE_PATTERNS: Record<ListingKind, string> = {
  building: '/property/:title/:id',
  land: '/property/land-details/:id',
  project: '/Projects/:name/:id',
};

// A path as paths.ts writes one: every part percent-encoded, so no scheme, host, query, fragment,
// backslash, space or control character (a tab inside '/\t/host' would make it another host's).
const LOCAL_PATH = /^\/(?!\/)[\w\-.~%!$&'()*+,;=:@/]*$/;
const PHOTO_ADDRESS = /^https?:\/\/[^\s\\]+$/i;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

function isPageOf(ref: ListingRef, path: string): boolean {
  if (!LOCAL_PATH.test(path) || !isDecodable(path)) return false;
  const match = matchPath(PAGE_PATTERNS[ref.kind], path);
  // '/property/land-details/<id>' matches the building pattern too; it is a land's page.
  if (ref.kind === 'building' && match?.params.title === 'land-details') return false;
  return match?.params.id === ref.id;
}

/** A photo address an <img> of this site may load: its own path, or http(s); none is fine. */
export function isPhoto(photo: string): boolean {
  if (photo === '') return true;
  if (LOCAL_PATH.test(photo)) return true;
  if (!PHOTO_ADDRESS.test(photo)) return false;
  try {
    new URL(photo);
    return true;
  } catch {
    return false;
  }
}

/** Whatever storage holds is checked field by field; one odd field drops the entry. */
export function isRecentListing(value: unknown): value is RecentListing {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Record<keyof RecentListing, unknown>>;
  return (
    isListingRef(entry.ref) &&
    isText(entry.name, TEXT_LIMITS.name) &&
    entry.name.trim() !== '' &&
    isText(entry.place, TEXT_LIMITS.place) &&
    isText(entry.label, TEXT_LIMITS.label) &&
    isText(entry.photo, TEXT_LIMITS.photo) &&
    isPhoto(entry.photo) &&
    isText(entry.path, TEXT_LIMITS.path) &&
    isPageOf(entry.ref, entry.path) &&
    (entry.price === undefined ||
      (typeof entry.price === 'number' && Number.isFinite(entry.price) && entry.price >= 0)) &&
    (entry.priceType === undefined || isText(entry.priceType, TEXT_LIMITS.label))
  );
}
