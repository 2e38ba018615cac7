import type { Messages } from '@/lib/i18n/catalogue';
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

type ColumnWords = Pick<Messages<'compare'>['table'], 'loading' | 'removed' | 'notLoaded'>;

/** What a column is called where its listing could not be read. */
export function columnName(column: ComparedColumn, words: ColumnWords): string {
  if (column.listing) return column.listing.name;
  if (column.state === 'loading') return words.loading;
  return column.state === 'missing' ? words.removed : words.notLoaded;
}
