import { useQuery, type QueryExecuteOptions, type QueryKey } from '@tanstack/react-query';
import { useParams, type MetaDescriptor, type Params } from 'react-router';
import { isMissingRecord, type RecordLoad } from './missingRecord';

/** The backend's read behind a record page, by the id in its address. */
export type RecordQuery<Answer, Key extends QueryKey = QueryKey> = (
  id: string,
) => QueryExecuteOptions<Answer, Error, Answer, Answer, Key>;

/**
 * What a kind of record page is (a building, a land, a project, a post), declared once in its
 * feature: the route modules of its page and its brochure take their loaders, `meta` and states
 * from it (`src/app/recordRoute.ts`) and keep only what the screen shows.
 */
export interface RecordKind<Answer, Item extends { _id: string }, Key extends QueryKey = QueryKey> {
  query: RecordQuery<Answer, Key>;
  /** The record in the answer: the answer itself, or a post found among the posts. */
  recordOf: (answer: Answer) => Item | undefined;
  /** An answer the backend gave for a record it does not have. */
  isEmpty: (record: Item) => boolean;
  /** The record's name, its page's path and first photo: for titles, brochures and link previews. */
  nameOf: (record: Item) => string;
  pathOf: (record: Item, id: string) => string;
  photoOf: (record: Item) => string | undefined;
  /** The page's title while no record names it: 'Land Details', or the title in the address. */
  untitled: (params: Params) => string;
  /**
   * The not-found screen's English words (the back office's edit screens show them; the public pages
   * take theirs from the kind's namespace) and the way back, which every screen of the kind links to.
   */
  notFound: { title: string; message: string; backTo: string; backLabel: string };
  /** What search engines and link previews read of a page of this kind that names no record. */
  description: string;
  type?: 'article';
  /** A record's tags: its title, description, share image and structured data. */
  meta: (record: Item) => MetaDescriptor[];
}

/** A kind declared, its types taken from its query and records. */
export function recordKind<Answer, Item extends { _id: string }, Key extends QueryKey>(
  kind: RecordKind<Answer, Item, Key>,
): RecordKind<Answer, Item, Key> {
  return kind;
}

/**
 * The record a read holds, as a page shows it, and whether there is none: no id, the backend's
 * 404, or an answer that names no record.
 */
export function shownRecord<Answer, Item extends { _id: string }, Key extends QueryKey>(
  kind: RecordKind<Answer, Item, Key>,
  id: string | undefined,
  load: RecordLoad<Answer>,
): { record: Item | undefined; missing: boolean } {
  const namesNoRecord = (answer: Answer) => {
    const named = kind.recordOf(answer);
    return !named || kind.isEmpty(named);
  };
  return {
    record: load.data === undefined ? undefined : kind.recordOf(load.data),
    missing: isMissingRecord(id?.trim(), load, namesNoRecord),
  };
}

/**
 * The record of the address's id, read with the kind's query: the record page and its brochure
 * read the same cache entry.
 */
export function useShownRecord<Answer, Item extends { _id: string }, Key extends QueryKey>(
  kind: RecordKind<Answer, Item, Key>,
) {
  const { id = '' } = useParams();
  const query = useQuery({ ...kind.query(id), enabled: Boolean(id.trim()) });
  const { record, missing } = shownRecord(kind, id, query);
  // A record already shown stays when a later read of it fails.
  return { id, query, record, missing, failed: query.isError && !record };
}
