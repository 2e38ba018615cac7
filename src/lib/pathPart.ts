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
