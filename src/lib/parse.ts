/**
 * Lenient parsers for server answers. SPEC.md names the fields we read but nothing else about
 * answers is known, so a missing or wrong-typed field becomes a safe default and one malformed
 * record never hides the others.
 */
import './zodConfig';
import * as z from 'zod/mini';

/** A string; numbers are accepted as their text, anything else becomes ''. */
export const text = z.catch(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), '');

/** A finite number; numeric strings are accepted, anything else becomes 0. */
export const num = z.catch(
  z.union([
    z.number().check(z.refine(Number.isFinite)),
    z.pipe(z.string().check(z.trim(), z.minLength(1)), z.transform(Number)).check(z.refine(Number.isFinite)),
  ]),
  0,
);

/** An object whose fields are all lenient; a non-object becomes the all-defaults record. */
export function obj<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const schema = z.object(shape);
  return z.catch(schema, () => schema.parse({}));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys under which a backend may wrap a list (SPEC.md names `blogs` and `projects`). */
const LIST_KEYS = ['data', 'blogs', 'projects', 'buildings', 'lands', 'images', 'applications'];

/** Finds the array in a bare array or an object wrapping one. */
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

/** A list of strings: non-strings are dropped, so a list never shows '' or 'null'. */
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

/** A list of records: non-object entries are dropped, each record is parsed leniently. */
export function recordList<T>(record: z.ZodMiniType<T>) {
  return z.catch(
    z.pipe(
      z.unknown(),
      z.transform((value) =>
        (Array.isArray(value) ? value : []).filter(isRecord).map((item) => record.parse(item)),
      ),
    ),
    [],
  );
}

/** Parses a list answer: bare or wrapped array, bad records dropped, the rest kept. */
export function parseList<T>(record: z.ZodMiniType<T>, answer: unknown, keys?: readonly string[]): T[] {
  return unwrapList(answer, keys)
    .filter(isRecord)
    .map((item) => record.parse(item));
}

/** Parses a single-record answer, unwrapping `{data: {...}}`-style envelopes under `keys`. */
export function parseOne<T>(
  record: z.ZodMiniType<T>,
  answer: unknown,
  keys: readonly string[] = ['data'],
): T {
  if (isRecord(answer)) {
    for (const key of keys) {
      const inner = answer[key];
      if (isRecord(inner)) return record.parse(inner);
    }
  }
  return record.parse(answer);
}

export { isRecord };
