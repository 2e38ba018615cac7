import { useCallback, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@/components/admin/PageHeader';
import { listReturnState } from '@/components/admin/listReturn';
import { useConfirmTarget } from '@/components/admin/useConfirmTarget';
import { parsePage, useKeepPageInRange } from '@/components/admin/useListPage';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PlusIcon } from '@/components/icons';
import { Pager } from '@/components/Pager';
import { ErrorState } from '@/components/StatusMessage';
import { ADMIN_PAGE_SIZE } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { paginate } from '@/lib/pagination';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useUrlState } from '@/lib/useUrlState';
import { LAND_MESSAGES } from '@/features/lands/admin/formSchema';
import { LandTable } from '@/features/lands/admin/LandTable';
import { useDeleteLand, useLands } from '@/features/lands/hooks';
import type { Land } from '@/features/lands/schema';

/** List of Lands: 5 per page with Prev/Next, Edit and Delete (asked first); area in acres. */
export function LandListPage() {
  useDocumentTitle('List of Lands');
  const location = useLocation();
  const [state, update] = useUrlState({ page: '1' });
  const lands = useLands();
  const remove = useDeleteLand();
  const confirm = useConfirmTarget<Land>();

  const requested = parsePage(state.page);
  const page = useMemo(() => paginate(lands.data ?? [], requested, ADMIN_PAGE_SIZE), [lands.data, requested]);
  const setPage = useCallback((next: number) => update({ page: String(next) }), [update]);
  useKeepPageInRange(lands.isSuccess, requested, page.page, setPage);

  const confirmDelete = async () => {
    const land = confirm.target;
    if (!land) return;
    try {
      await remove.mutateAsync(land._id);
      notify.success(LAND_MESSAGES.deleted);
    } catch (error) {
      notify.error(errorMessage(error, LAND_MESSAGES.deleteFailed));
    } finally {
      confirm.cancel();
    }
  };

  return (
    <section>
      <PageHeader
        title="List of Lands"
        description="Every land on the website. Edit or delete them here."
        actions={
          <Link to={paths.createLand} className="btn-primary">
            <PlusIcon className="h-4 w-4" />
            Add Land
          </Link>
        }
      />
      {lands.isError ? (
        <ErrorState message={errorMessage(lands.error)} onRetry={() => void lands.refetch()} />
      ) : (
        <>
          {lands.isSuccess ? (
            <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
              {page.total === 1 ? '1 land' : `${page.total} lands`}
            </p>
          ) : null}
          <LandTable
            rows={page.items}
            firstNumber={(page.page - 1) * ADMIN_PAGE_SIZE + 1}
            loading={lands.isPending}
            editState={listReturnState(location.search)}
            deleting={remove.isPending}
            onDelete={confirm.ask}
          />
          {lands.isSuccess ? (
            <Pager page={page.page} pageCount={page.pageCount} onChange={setPage} label="Lands pages" />
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={confirm.open}
        title="Delete land"
        message={LAND_MESSAGES.confirmDelete}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={confirm.cancel}
      />
    </section>
  );
}
