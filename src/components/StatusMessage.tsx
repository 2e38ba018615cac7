import type { ReactNode } from 'react';
import { RefreshIcon } from '@/components/actionIcons';
import { errorMessageIn } from '@/lib/errors';
import { useBackendLang, useMessages } from '@/lib/i18n/useMessages';

/** A failed load: what went wrong and a Retry button that fetches again (`retryLabel` on a page in another language). */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Retry',
  messageLang,
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** 'en' for a server's own message on a page in another language. */
  messageLang?: 'en';
}) {
  return (
    <div role="alert" className="card mx-auto flex max-w-lg flex-col items-center gap-3 p-6 text-center">
      <p className="font-medium text-danger" lang={messageLang}>
        {message}
      </p>
      {onRetry ? (
        <button type="button" className="btn-outline" onClick={onRetry}>
          <RefreshIcon className="h-4 w-4" />
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}

/**
 * A public list's failed read in the page's language: the site's own error texts translated, a
 * server's own message as it came (marked English), and Retry.
 */
export function ListErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const words = useMessages('listings');
  const lang = useBackendLang();
  const { message, own } = errorMessageIn(error, words.errors);
  return (
    <ErrorState
      message={message}
      messageLang={own ? undefined : lang}
      onRetry={onRetry}
      retryLabel={words.retry}
    />
  );
}

/** What every list says when it has nothing to show, unless its screen has words of its own. */
const NO_DATA_FOUND = 'No data found.';

/** Nothing to show: 'No data found.', or the screen's own words ('No Projects Available'). */
export function EmptyState({ children = NO_DATA_FOUND }: { children?: ReactNode }) {
  return <p className="py-10 text-center text-ink-muted">{children}</p>;
}
