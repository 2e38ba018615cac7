import { AddLink } from '@/components/admin/AddLink';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { useAdminList } from '@/components/admin/useAdminList';
import { useDeleteConfirm } from '@/components/admin/useDeleteConfirm';
import { paths } from '@/config/paths';
import { titleMeta } from '@/lib/pageMeta';
import { LAND_MESSAGES } from '@/features/lands/messages';
import { LandTable } from '@/features/lands/admin/LandTable';
import { landQueries, useDeleteLand, useLands } from '@/features/lands/hooks';
import { listLoader, revalidateOnNewPath } from '@/app/routeReads';
import type { Land } from '@/features/lands/schema';
import type { Route } from './+types/lands';

export const meta: Route.MetaFunction = () => titleMeta('List of Lands');

export const clientLoader = listLoader(landQueries.all);

export const shouldRevalidate = revalidateOnNewPath;

export default function AdminLandListPage() {
  const lands = useLands();
  const list = useAdminList(lands);
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
      <LandTable page={list} remove={remove} />
    </AdminListPage>
  );
}
