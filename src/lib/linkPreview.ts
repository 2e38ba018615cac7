/**
 * What a page shows of itself where it is linked: the text of a search result or a preview card, and
 * the site's image when the page has none of its own.
 */

export const DEFAULT_SHARE_IMAGE = '/images/og-default.jpg';

const DESCRIPTION_MAX = 160;

/** A description single-spaced and cut at DESCRIPTION_MAX characters on a word, with '…'. */
export function metaDescription(text: string): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const head = clean.slice(0, DESCRIPTION_MAX - 1); // room for the '…'
  const cut = clean[head.length] === ' ' ? head.length : head.lastIndexOf(' ');
  return `${(cut > 0 ? head.slice(0, cut) : head).replace(/[\s,.;:-]+$/, '')}…`;
}
