import type { ReactNode } from 'react';
import { RefreshIcon } from '@/components/actionIcons';

/** A failed load: what went wrong and a Retry button that fetches again (`retryLabel` on a page in another language). */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Retry',
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div role="alert" className="card mx-auto flex max-w-lg flex-col items-center gap-3 p-6 text-center">
      <p className="font-medium text-danger">{message}</p>
      {onRetry ? (
        <button type="button" className="btn-outline" onClick={onRetry}>
          <RefreshIcon className="h-4 w-4" />
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}

/** What every list says when it has nothing to show, unless its screen has words of its own. */
const NO_DATA_FOUND = 'No data found.';

/** Nothing to show: 'No data found.', or the screen's own words ('No Projects Available'). */
export function EmptyState({ children = NO_DATA_FOUND }: { children?: ReactNode }) {
  return <p className="py-10 text-center text-ink-muted">{children}</p>;
}
