import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StatusMessage';
import { errorMessage } from '@/lib/errors';
import { isMissingRecord } from '@/lib/missingRecord';

export interface EditedRecordProps<Stored> {
  id: string;
  /** The record's query: the edit screen's one read. */
  read: {
    data: Stored | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  /** An answer that is no record (no id, no name): shown as not found, never as a form to save. */
  isEmpty: (stored: Stored) => boolean;
  /** The kind in words: 'building' gives 'Loading the building' and 'Building not found'. */
  noun: string;
  /** What the kind says when the record is not there. */
  notFound: string;
  /** The list the edit was opened from: where 'Back to the list' goes. */
  listPath: string;
  /** The editor, once the record is read. */
  children: (stored: Stored) => ReactNode;
}

function BackToList({ to }: { to: string }) {
  return (
    <Link to={to} className="btn-outline">
      Back to the list
    </Link>
  );
}

/**
 * What every edit screen shows before its form: a skeleton while the record is read, the reason
 * and Retry when the read failed, and 'not found' with the way back when the backend has no such
 * record (a 404, or an answer that is no record), the same test a public record page uses.
 */
export function EditedRecord<Stored>({
  id,
  read,
  isEmpty,
  noun,
  notFound,
  listPath,
  children,
}: EditedRecordProps<Stored>) {
  if (isMissingRecord(id, read, isEmpty)) {
    return (
      <div role="alert" className="card mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center">
        <h2 className="text-2xl">{`${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`}</h2>
        <p className="text-ink-soft">{notFound}</p>
        <BackToList to={listPath} />
      </div>
    );
  }
  if (read.isPending) {
    return (
      <div className="space-y-6" aria-busy="true">
        <span role="status" className="sr-only">
          Loading the {noun}
        </span>
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  // A record already read stays in its form when a later read fails: nothing typed is lost.
  if (read.data !== undefined) return children(read.data);
  return (
    <div className="space-y-4 text-center">
      <ErrorState message={errorMessage(read.error)} onRetry={() => void read.refetch()} />
      <BackToList to={listPath} />
    </div>
  );
}
