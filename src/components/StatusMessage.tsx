import type { ReactNode } from 'react';
import { RefreshIcon } from './icons';

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

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="py-10 text-center text-ink-muted">{children}</p>;
}
