import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { NumberedPager, Pager } from '@/components/Pager';
import { Spinner } from '@/components/Spinner';
import { EmptyState, ErrorState } from '@/components/StatusMessage';
import { errorMessage } from '@/lib/errors';
import { useRestoreWhenShown } from '@/lib/useRestoreWhenShown';
import { PageHeader } from './PageHeader';
import type { DeleteConfirm } from './useDeleteConfirm';

export interface AdminListPageProps<Row extends { _id: string }> {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  filters?: ReactNode;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  failureText?: string;
  noun: readonly [one: string, many: string];
  emptyText?: ReactNode;
  page: { total: number; page: number; pageCount: number; setPage: (page: number) => void };
  /** Numbered page buttons (the blog grid) rather than Prev / 'Page x of y' / Next. */
  numberedPager?: boolean;
  remove?: { title: string; question: (row: Row) => string; flow: DeleteConfirm<Row> };
  children: ReactNode;
}

export function AdminListPage<Row extends { _id: string }>({
  title,
  description,
  actions,
  filters,
  query,
  failureText,
  noun,
  emptyText,
  page,
  numberedPager = false,
  remove,
  children,
}: AdminListPageProps<Row>) {
  const [one, many] = noun;
  useRestoreWhenShown(!query.isPending && !query.isError);
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="card flex items-center justify-center gap-3 p-10 text-ink-soft" aria-busy="true">
        <Spinner label={`Loading ${many}`} className="h-5 w-5" />
        Loading...
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorState message={failureText ?? errorMessage(query.error)} onRetry={() => void query.refetch()} />
    );
  } else {
    const PagerKind = numberedPager ? NumberedPager : Pager;
    body = (
      <>
        <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
          {page.total === 1 ? `1 ${one}` : `${page.total} ${many}`}
        </p>
        {page.total === 0 ? (
          <div className="card">
            <EmptyState>{emptyText}</EmptyState>
          </div>
        ) : (
          children
        )}
        <PagerKind
          page={page.page}
          pageCount={page.pageCount}
          onChange={page.setPage}
          label={`${one[0]!.toUpperCase()}${one.slice(1)} pages`}
        />
      </>
    );
  }

  return (
    <section>
      <PageHeader title={title} description={description} actions={actions} />
      {filters}
      {body}
      {remove ? (
        <ConfirmDialog
          open={remove.flow.open}
          title={remove.title}
          message={remove.flow.target === null ? '' : remove.question(remove.flow.target)}
          busy={remove.flow.busy}
          onConfirm={remove.flow.confirm}
          onCancel={remove.flow.cancel}
        />
      ) : null}
    </section>
  );
}
