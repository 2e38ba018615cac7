/** How many other listings a detail page suggests. */
export const SIMILAR_LISTINGS_LIMIT = 4;

/** What decides whether two listings are alike. */
export interface ListingTraits {
  id: string;
  /** The building's BuildingsType or the land's propertyType. */
  type: string;
  city: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Up to `limit` other listings of the same type as `current`, those in the same city first, each
 * group in the order the backend gave. None when the current listing has no type; listings
 * without an id (which no link can open) and repeats are left out.
 */
export function similarListings<Item>(
  current: ListingTraits,
  items: readonly Item[],
  traitsOf: (item: Item) => ListingTraits,
  limit = SIMILAR_LISTINGS_LIMIT,
): Item[] {
  if (!current.type.trim()) return [];
  const seen = new Set<string>([current.id.trim()]);
  const sameCity: Item[] = [];
  const elsewhere: Item[] = [];
  for (const item of items) {
    const traits = traitsOf(item);
    const id = traits.id.trim();
    if (!id || seen.has(id) || !same(traits.type, current.type)) continue;
    seen.add(id);
    (current.city.trim() && same(traits.city, current.city) ? sameCity : elsewhere).push(item);
  }
  return [...sameCity, ...elsewhere].slice(0, limit);
}
