import { EditScreen } from '@/components/admin/EditScreen';
import { titleMeta } from '@/lib/pageMeta';
import { projectEditor } from '@/features/projects/admin/projectEditor';
import { projectQueries } from '@/features/projects/hooks';
import { editedRecordLoader } from '@/app/routeReads';

export const meta = () => titleMeta(projectEditor.edit.title);
export const clientLoader = editedRecordLoader(projectQueries.edit);

export default function UpdateProjectPage() {
  return <EditScreen kind={projectEditor} />;
}
