import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/errors';
import { ErrorState } from './StatusMessage';

export interface RecordPageProps<Item> {
  record: Item | undefined;
  missing: boolean;
  notFound: ReactNode;
  load: { isError: boolean; error: unknown; refetch: () => unknown };
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
  if (missing) return notFound;
  if (failed) {
    return (
      <div className="container-site py-16">
        <ErrorState message={errorMessage(load.error)} onRetry={() => void load.refetch()} />
      </div>
    );
  }
  return record ? children(record) : skeleton;
}
