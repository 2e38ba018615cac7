// encodeURIComponent leaves '.' and '..', which URLs resolve as dot segments (and '%2e' decodes to a dot
// too): so a part of dots only has its '%' escaped again ('%252E') and never steps up a level.
export function pathPart(value: string): string {
  const encoded = encodeURIComponent(value);
  return encoded === '.' || encoded === '..' ? encoded.replace(/\./g, '%252E') : encoded;
}

/** A file name's limit on ext4 (and most file systems), in bytes of UTF-8. */
export const MAX_PART_BYTES = 255;

/** The bytes of one code point in UTF-8. */
function utf8Bytes(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * The longest start of `text` whose UTF-8 is at most `bytes`, cut between whole code points. Every card
 * links by name, so this runs for each card a list renders: it counts, and allocates nothing per character.
 */
export function cutToBytes(text: string, bytes: number): string {
  // A UTF-16 unit is at most three bytes of UTF-8 (a pair of them, four), so a short text fits whole.
  if (text.length * 3 <= bytes) return text;
  let used = 0;
  let end = 0;
  for (const character of text) {
    used += utf8Bytes(character.codePointAt(0) ?? 0);
    if (used > bytes) break;
    end += character.length;
  }
  return text.slice(0, end);
}

// A name as the readable part of a record's address (the page is found by the id beside it). The build
// writes the page at the decoded address and nginx decodes every %XX before looking for it, so the part
// keeps only what stays one file name through both: '/' and '\' (separators to nginx and to the build's
// URL parser) become '-'; control characters (the URL parser drops tabs and newlines) become spaces;
// '?', '#', '%' (a query, a fragment, an escape to the build's request) and unpaired surrogates
// (encodeURIComponent throws on them) go; so do spaces at either end; '.' or '..' (dot segments) or
// nothing becomes the fallback; it is cut to 255 bytes, whole characters.
// An ordinary name keeps its encodeURIComponent form: today's links stay.
export function titlePart(name: string, fallback: string): string {
  const readable = name
    .replace(/[/\\]/g, '-')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[?#%\uD800-\uDFFF]/gu, '')
    .trim();
  const title = cutToBytes(readable, MAX_PART_BYTES).trimEnd();
  // A building called 'land-details' would link to the land page's address.
  const taken = ['', '.', '..', 'land-details'].includes(title.toLowerCase());
  return encodeURIComponent(taken ? fallback : title);
}

// No character a server, file name or chat app reads differently: a prerendered page is found where linked.
export function slugPart(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}
