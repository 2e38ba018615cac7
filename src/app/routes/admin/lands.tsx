import { AddLink } from '@/components/admin/AddLink';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { useAdminList } from '@/components/admin/useAdminList';
import { useDeleteConfirm } from '@/components/admin/useDeleteConfirm';
import { ADMIN_PAGE_SIZE } from '@/config/constants';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { LAND_MESSAGES } from '@/features/lands/messages';
import { LandTable } from '@/features/lands/admin/LandTable';
import { useDeleteLand, useLands } from '@/features/lands/hooks';
import type { Land } from '@/features/lands/schema';

/** List of Lands: 5 per page with Prev/Next, Edit and Delete (asked first); area in acres. */
export default function AdminLandListPage() {
  useDocumentTitle('List of Lands');
  const lands = useLands();
  const list = useAdminList(lands, { pageSize: ADMIN_PAGE_SIZE });
  const remove = useDeleteConfirm<Land>(useDeleteLand());

  return (
    <AdminListPage
      title="List of Lands"
      description="Every land on the website. Edit or delete them here."
      actions={<AddLink to={paths.createLand}>Add Land</AddLink>}
      query={lands}
      noun={['land', 'lands']}
      page={list}
      remove={{ title: 'Delete land', question: () => LAND_MESSAGES.confirmDelete, flow: remove }}
    >
      <LandTable
        rows={list.items}
        firstNumber={list.firstNumber}
        editState={list.editState}
        deleting={remove.busy}
        onDelete={remove.ask}
      />
    </AdminListPage>
  );
}
