import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { buildingLocation } from '@/features/buildings/components/format';
import { buildingQueries } from '@/features/buildings/hooks';
import type { Building } from '@/features/buildings/schema';
import { landLocation } from '@/features/lands/components/format';
import { landQueries } from '@/features/lands/hooks';
import type { Land } from '@/features/lands/schema';
import { isEmptyProject } from '@/features/projects/components/format';
import { projectQueries } from '@/features/projects/hooks';
import type { Project } from '@/features/projects/schema';
import type { ListingRef } from '@/lib/listingRef';
import { useGoneListings } from '@/app/useGoneListings';

/**
 * A kept listing as read: its record, and what an inquiry or a shared message names it by: its
 * name as stored (`named`), else the page's word for an untitled listing of its kind.
 */
export type ListingRecord = (
  | { kind: 'building'; record: Building }
  | { kind: 'land'; record: Land }
  | { kind: 'project'; record: Project }
) & { name: string; named: boolean; place: string; path: string };

/** The page's word for a listing of each kind that has no name: 'Untitled land'. */
export type UntitledNames = Record<ListingRef['kind'], string>;

/**
 * A kept listing as its read left it. 'unavailable' (a failed read, or an answer that is no
 * record) keeps it, with Retry; only 'gone' (the backend clearly no longer has it) says so, and
 * the visitor removes it.
 */
export type KeptListing =
  | { ref: ListingRef; state: 'loading' }
  | { ref: ListingRef; state: 'gone' }
  | { ref: ListingRef; state: 'unavailable'; error: unknown; retry: () => void }
  | { ref: ListingRef; state: 'ready'; listing: ListingRecord };

// The reads name a listing as stored ('' for none); useKeptListings gives an untitled one its word.
const asBuilding = (record: Building): ListingRecord => ({
  kind: 'building',
  record,
  name: record.generalInfo.BuildingsName.trim(),
  named: true,
  place: buildingLocation(record),
  path: paths.building(record.generalInfo.BuildingsName, record._id),
});

const asLand = (record: Land): ListingRecord => ({
  kind: 'land',
  record,
  name: record.generalInfo.propertyName.trim(),
  named: true,
  place: landLocation(record),
  path: paths.land(record._id),
});

const asProject = (record: Project): ListingRecord => ({
  kind: 'project',
  record,
  name: record.projectName.trim(),
  named: true,
  place: record.location.trim(),
  path: paths.project(record.projectName, record._id),
});

/** An answer with neither an id nor a name is not the listing (an empty or malformed record). */
function isEmpty(listing: ListingRecord): boolean {
  switch (listing.kind) {
    case 'building':
      return !listing.record._id.trim() && !listing.record.generalInfo.BuildingsName.trim();
    case 'land':
      return !listing.record._id.trim() && !listing.record.generalInfo.propertyName.trim();
    case 'project':
      return isEmptyProject(listing.record);
  }
}

// One list of reads of three record types: each read's `select` takes its own type, which the list's
// common type widens to the union, so each is cast to it (the key decides which record comes back).
type ListingRead = UseQueryOptions<Building | Land | Project, Error, ListingRecord, readonly string[]>;

/**
 * Each listing's own record, read with its feature's query (the cache the record page fills too):
 * as many reads as listings, never a whole collection.
 */
function readOf(ref: ListingRef): ListingRead {
  switch (ref.kind) {
    case 'building':
      return { ...buildingQueries.one(ref.id), select: asBuilding } as ListingRead;
    case 'land':
      return { ...landQueries.one(ref.id), select: asLand } as ListingRead;
    case 'project':
      return { ...projectQueries.one(ref.id), select: asProject } as ListingRead;
  }
}

/** A listing without a name of its own, named by the page's word for its kind. */
function titled(listing: ListingRecord, untitled: UntitledNames): ListingRecord {
  return listing.name ? listing : { ...listing, name: untitled[listing.kind], named: false };
}

export function useKeptListings(refs: readonly ListingRef[], untitled: UntitledNames): KeptListing[] {
  const reads = useQueries({ queries: refs.map(readOf) });
  const gone = useGoneListings(refs.map((ref, index) => ({ ref, ...reads[index]! })));
  return refs.map((ref, index): KeptListing => {
    const read = reads[index]!;
    const retry = () => void read.refetch();
    if (read.data && !isEmpty(read.data))
      return { ref, state: 'ready', listing: titled(read.data, untitled) };
    if (read.data) return { ref, state: 'unavailable', error: undefined, retry };
    if (!read.isError) return { ref, state: 'loading' };
    const check = gone(ref);
    if (check === 'gone') return { ref, state: 'gone' };
    if (check === 'checking') return { ref, state: 'loading' };
    return { ref, state: 'unavailable', error: read.error, retry };
  });
}
