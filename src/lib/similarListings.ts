export const SIMILAR_LISTINGS_LIMIT = 4;

export interface ListingTraits {
  id: string;
  type: string;
  city: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
