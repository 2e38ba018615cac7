/**
 * 'Newest' on /properties. Neither a building nor a land carries a date, but a Mongo ObjectId
 * starts with its creation time (seconds, 8 hex digits), and the backend answers in insertion
 * order (the demo backend appends too). So: a later id time first; records with equal times (the
 * demo seed's all share one) and ids that are not ObjectIds (counted as oldest) keep the order
 * the backend answered in, which is also the order the home page's "first 4" takes.
 */
import { byNewest } from '@/lib/byNewest';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** Seconds since 1970 from a Mongo ObjectId; 0 for any other id. */
export function idTime(id: string): number {
  return OBJECT_ID.test(id) ? Number.parseInt(id.slice(0, 8), 16) : 0;
}

const byIdTime = byNewest((record: { _id: string }) => idTime(record._id));

/** The records newest first (see above); a new array, the input untouched. */
export function newestFirst<Item extends { _id: string }>(records: readonly Item[]): Item[] {
  return [...records].sort(byIdTime);
}
