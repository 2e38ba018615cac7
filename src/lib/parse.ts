// Lenient: beyond the fields we read nothing about answers is known, so a bad field becomes a default and one
// malformed record never hides the others.
import './zodConfig';
import * as z from 'zod/mini';
import { amountFrom } from './numbers';

export const text = z.catch(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), '');

export const num = z.catch(
  z.union([
    z.number().check(z.refine(Number.isFinite)),
    z
      .pipe(z.string().check(z.trim(), z.minLength(1)), z.transform(amountFrom))
      .check(z.refine(Number.isFinite)),
  ]),
  0,
);

export function obj<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const schema = z.object(shape);
  return z.catch(schema, () => schema.parse({}));
}

/**
 * A record the back office sends back whole (a building, a land, a project, a blog): keys we do not
 * read are kept, so an edit returns them as they were read (`mergeEdit`). Its type is `Modelled`.
 */
export function looseObj<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const schema = z.looseObject(shape);
  return z.catch(schema, () => schema.parse({}));
}

/**
 * What a loose schema's record is known to hold: its modelled fields, at every depth, without the
 * index signature for the keys it keeps unread (so `Omit`, `Pick` and field access stay exact).
 */
export type Modelled<T> = T extends readonly (infer Item)[]
  ? Modelled<Item>[]
  : T extends object
    ? { [Key in keyof T as string extends Key ? never : Key]: Modelled<T[Key]> }
    : T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LIST_KEYS = ['data', 'blogs', 'projects', 'buildings', 'lands', 'images', 'applications'];

export function unwrapList(value: unknown, keys: readonly string[] = LIST_KEYS): unknown[] {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return [];
  for (const key of keys) {
    const inner = value[key];
    if (Array.isArray(inner)) return inner;
    if (isRecord(inner)) {
      const nested = unwrapList(inner, keys);
      if (nested.length) return nested;
    }
  }
  return [];
}

export const textList = z.catch(
  z.pipe(
    z.unknown(),
    z.transform((value) =>
      (Array.isArray(value) ? value : [])
        .map((item) => (typeof item === 'number' ? String(item) : item))
        .filter((item): item is string => typeof item === 'string' && item.trim() !== ''),
    ),
  ),
  [],
);

/** The records among a list as the backend sent it: anything else in it is no row. */
export const recordsIn = (list: unknown): Record<string, unknown>[] =>
  Array.isArray(list) ? list.filter(isRecord) : [];

export function recordList<T>(record: z.ZodMiniType<T>) {
  return z.catch(
    z.pipe(
      z.unknown(),
      z.transform((value) => recordsIn(value).map((item) => record.parse(item))),
    ),
    [],
  );
}

export function parseList<T>(record: z.ZodMiniType<T>, answer: unknown, keys?: readonly string[]): T[] {
  return unwrapList(answer, keys)
    .filter(isRecord)
    .map((item) => record.parse(item));
}

/** The record in an answer: under the first of `keys` that holds one, else the answer itself. */
export function recordIn(answer: unknown, keys: readonly string[] = ['data']): unknown {
  if (isRecord(answer)) {
    for (const key of keys) {
      const inner = answer[key];
      if (isRecord(inner)) return inner;
    }
  }
  return answer;
}

export function parseOne<T>(
  record: z.ZodMiniType<T>,
  answer: unknown,
  keys: readonly string[] = ['data'],
): T {
  return record.parse(recordIn(answer, keys));
}

export { isRecord };

/** How long one slice of parsing may hold the page: well inside a 50 ms task, so input is answered. */
const SLICE_MS = 8;

const yieldToPage = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

// Only a page on screen has keys to answer and frames to paint; a hidden tab's timers are throttled to
// one a second or slower, and the build has no page at all: both parse in one go.
const pageOnScreen = () => typeof document !== 'undefined' && document.visibilityState !== 'hidden';

/**
 * A list answer of any length, parsed a slice at a time with the page free to paint and answer keys
 * between slices: a catalogue of thousands of records never holds the page still while it loads.
 */
export async function parseListInSlices<T>(
  record: z.ZodMiniType<T>,
  answer: unknown,
  keys?: readonly string[],
): Promise<T[]> {
  const items = unwrapList(answer, keys);
  const parsed: T[] = [];
  let sliceStart = performance.now();
  for (const item of items) {
    if (!isRecord(item)) continue;
    parsed.push(record.parse(item));
    if (performance.now() - sliceStart > SLICE_MS && pageOnScreen()) {
      await yieldToPage();
      sliceStart = performance.now();
    }
  }
  return parsed;
}
