// Neither a building nor a land carries a date, but a Mongo ObjectId starts with its creation time.
// Equal times, and ids that are not ObjectIds (counted as oldest), keep the backend's insertion order,
// which the home page's first cards take too.
import { byNewest } from '@/lib/byNewest';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

export function idTime(id: string): number {
  return OBJECT_ID.test(id) ? Number.parseInt(id.slice(0, 8), 16) : 0;
}

const byIdTime = byNewest((record: { _id: string }) => idTime(record._id));

export function newestFirst<Item extends { _id: string }>(records: readonly Item[]): Item[] {
  return [...records].sort(byIdTime);
}
