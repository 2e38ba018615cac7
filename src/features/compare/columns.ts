import type { ComparedListing } from '@/lib/comparedListing';
import type { ComparedRef } from './compareList';

/** A chosen listing as read: in, still loading, gone from the backend, or failed to load. */
export type ComparedState = 'loading' | 'shown' | 'missing' | 'failed';

export interface ComparedColumn {
  ref: ComparedRef;
  state: ComparedState;
  listing: ComparedListing | null;
  retry: () => void;
}

/** What a column is called where its listing could not be read. */
export function columnName(column: ComparedColumn): string {
  if (column.listing) return column.listing.name;
  if (column.state === 'loading') return 'Loading…';
  return column.state === 'missing' ? 'Listing removed' : 'Listing not loaded';
}
