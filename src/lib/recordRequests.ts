import type * as z from 'zod/mini';
import { loadClientWith, type loadHttp } from './http';

/** A feature's schema, asked for with its first call so that zod stays out of the page's first load. */
type LoadSchema<T> = () => Promise<z.ZodMiniType<T>>;
/** Where the backend's answer may keep what was asked for, first found first. */
type Keys = readonly string[];
type Http = Awaited<ReturnType<typeof loadHttp>>;

async function answerOf<T>(load: LoadSchema<T>, ask: (http: Http) => Promise<{ data: unknown }>) {
  const { http, ...parsing } = await loadClientWith(async () => ({ schema: await load() }));
  const { data } = await ask(http);
  return { data, ...parsing };
}

/** Every record of a kind. */
export async function getRecords<T>(load: LoadSchema<T>, path: string, keys?: Keys): Promise<T[]> {
  const { data, schema, parseListInSlices } = await answerOf(load, (http) => http.get<unknown>(path));
  return parseListInSlices(schema, data, keys);
}

/** One record. */
export async function getRecord<T>(load: LoadSchema<T>, path: string, keys: Keys): Promise<T> {
  const { data, schema, parseOne } = await answerOf(load, (http) => http.get<unknown>(path));
  return parseOne(schema, data, keys);
}

/**
 * A record as an edit screen reads it: as the form shows it, and as the backend sent it, the base
 * the edit goes back over (`mergeEdit`), values the reader could not read included.
 */
export interface RecordAsSent<T> {
  record: T;
  asSent: unknown;
}

/** One record, for its edit screen. */
export async function getRecordAsSent<T>(
  load: LoadSchema<T>,
  path: string,
  keys: Keys,
): Promise<RecordAsSent<T>> {
  const { data, schema, parseOne, recordIn } = await answerOf(load, (http) => http.get<unknown>(path));
  return { record: parseOne(schema, data, keys), asSent: recordIn(data, keys) };
}

/** A new record: the backend answers with it as saved. */
export async function postRecord<T>(
  load: LoadSchema<T>,
  path: string,
  record: object,
  keys: Keys,
): Promise<T> {
  const { data, schema, parseOne } = await answerOf(load, (http) => http.post<unknown>(path, record));
  return parseOne(schema, data, keys);
}
