import type { ReactNode } from 'react';
import { RefreshIcon } from './icons';

/** A failed load: what went wrong and a Retry button that fetches again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="card mx-auto flex max-w-lg flex-col items-center gap-3 p-6 text-center">
      <p className="font-medium text-danger">{message}</p>
      {onRetry ? (
        <button type="button" className="btn-outline" onClick={onRetry}>
          <RefreshIcon className="h-4 w-4" />
          Retry
        </button>
      ) : null}
    </div>
  );
}

/** Nothing to show: SPEC.md's texts ('No data found.', 'No Projects Available' ...). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="py-10 text-center text-ink-muted">{children}</p>;
}
