import { EditScreen } from '@/components/admin/EditScreen';
import { titleMeta } from '@/lib/pageMeta';
import { landEditor } from '@/features/lands/admin/landEditor';
import { landQueries } from '@/features/lands/hooks';
import { editedRecordLoader } from '@/app/routeReads';

export const meta = () => titleMeta(landEditor.edit.title);
export const clientLoader = editedRecordLoader(landQueries.edit);

export default function UpdateLandPage() {
  return <EditScreen kind={landEditor} />;
}
