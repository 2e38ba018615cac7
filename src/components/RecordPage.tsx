import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { errorMessage } from '@/lib/errors';
import { ErrorState } from './StatusMessage';

export interface RecordPageProps<Item> {
  /** The record, once it has loaded. */
  record: Item | undefined;
  /** True when there is no such record: `notFound` is shown instead. */
  missing: boolean;
  notFound: ReactNode;
  /** The record's load: when it fails, its message and a Retry that loads it again. */
  load: { isError: boolean; error: unknown; refetch: () => Promise<{ isSuccess: boolean }> };
  /** Whether the failure is shown; by default whenever the load has failed. */
  failed?: boolean;
  /** The page's shape while the record loads. */
  skeleton: ReactNode;
  children: (record: Item) => ReactNode;
}

/**
 * A page about one record (a building, a land, a project, a post): its not-found page, a failed
 * load with Retry, or its skeleton, until the record is there to show.
 */
export function RecordPage<Item>({
  record,
  missing,
  notFound,
  load,
  failed = load.isError,
  skeleton,
  children,
}: RecordPageProps<Item>) {
  const { revalidate } = useRevalidator();
  const retry = async () => {
    const answer = await load.refetch();
    // The route's loader then reads the record from the cache, so its meta (the title) names it.
    if (answer.isSuccess) await revalidate();
  };
  if (missing) return notFound;
  if (failed) {
    return (
      <div className="container-site py-16">
        <ErrorState message={errorMessage(load.error)} onRetry={() => void retry()} />
      </div>
    );
  }
  return record ? children(record) : skeleton;
}
