/**
 * One part of a URL path, for links (config/paths.ts) and backend calls (features' api modules).
 * encodeURIComponent leaves '.' and '..' as they are, and a URL resolves those as dot segments
 * ('/property/../1' is '/1'); '%2E' is no cure, since the URL standard reads '%2e' as a dot too.
 * So a part made only of dots is written with its '%' escaped as well ('%252E%252E'): it stays
 * one segment and never steps up.
 */
export function pathPart(value: string): string {
  const encoded = encodeURIComponent(value);
  return encoded === '.' || encoded === '..' ? encoded.replace(/\./g, '%252E') : encoded;
}

/**
 * A readable path part made from a title: lower-case letters and digits joined by hyphens
 * ('RERA in Odisha: a guide?' -> 'rera-in-odisha-a-guide'). Pages added beyond SPEC.md (blog posts,
 * projects) name themselves this way: no character that a server, a file name or a chat app would
 * read differently, so a page rendered at build time is found under the address it is linked by.
 */
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
