export const NO_ID = 'This record has no id, so it cannot be opened or changed.';

/**
 * A record's id as one part of a backend path: an empty id, or one of dots only (a dot segment
 * would climb to another path), is refused and never sent; anything else is percent-encoded.
 */
export function idPart(id: string): string {
  if (!id.trim() || /^\.{1,2}$/.test(id)) throw new Error(NO_ID);
  return encodeURIComponent(id);
}
