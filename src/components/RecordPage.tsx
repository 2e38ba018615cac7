import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { ListErrorState } from './StatusMessage';

export interface RecordPageProps<Item> {
  record: Item | undefined;
  missing: boolean;
  notFound: ReactNode;
  load: { isError: boolean; error: unknown; refetch: () => Promise<{ isSuccess: boolean }> };
  failed?: boolean;
  skeleton: ReactNode;
  children: (record: Item) => ReactNode;
}

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
        <ListErrorState error={load.error} onRetry={() => void retry()} />
      </div>
    );
  }
  return record ? children(record) : skeleton;
}
