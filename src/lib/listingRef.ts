/**
 * Which listing a visitor keeps (shortlists, compares, has viewed): its kind and its backend id.
 * In an address it is written `b-<id>`, `l-<id>` or `p-<id>`, comma-separated, so a shared
 * `/shortlist?ids=` or `/compare?ids=` names its listings without a second parameter.
 */
export type ListingKind = 'building' | 'land' | 'project';

export interface ListingRef {
  kind: ListingKind;
  id: string;
}

const LETTER: Record<ListingKind, string> = { building: 'b', land: 'l', project: 'p' };
const KIND_OF_LETTER: Record<string, ListingKind> = { b: 'building', l: 'land', p: 'project' };
// Backend ids are Mongo ObjectIds; anything else in an address is not one of ours.
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const refKey = (ref: ListingRef): string => `${LETTER[ref.kind]}-${ref.id}`;

export function isListingRef(value: unknown): value is ListingRef {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, id } = value as Partial<Record<keyof ListingRef, unknown>>;
  return typeof kind === 'string' && Object.hasOwn(LETTER, kind) && typeof id === 'string' && ID.test(id);
}

export const refsParam = (refs: readonly ListingRef[]): string => refs.map(refKey).join(',');

/** The refs an address names, in order, without repeats or malformed parts; at most `max`. */
export function refsFromParam(param: string | null, max: number): ListingRef[] {
  const refs: ListingRef[] = [];
  const seen = new Set<string>();
  for (const part of (param ?? '').split(',')) {
    const dash = part.indexOf('-');
    const letter = part.slice(0, dash);
    const kind = Object.hasOwn(KIND_OF_LETTER, letter) ? KIND_OF_LETTER[letter] : undefined;
    const ref = { kind, id: part.slice(dash + 1) };
    if (dash < 1 || !isListingRef(ref) || seen.has(refKey(ref))) continue;
    seen.add(refKey(ref));
    refs.push(ref);
    if (refs.length >= max) break;
  }
  return refs;
}
