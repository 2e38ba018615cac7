import { EditScreen } from '@/components/admin/EditScreen';
import { titleMeta } from '@/lib/pageMeta';
import { buildingEditor } from '@/features/buildings/admin/buildingEditor';
import { buildingQueries } from '@/features/buildings/hooks';
import { editedRecordLoader } from '@/app/routeReads';

export const meta = () => titleMeta(buildingEditor.edit.title);
export const clientLoader = editedRecordLoader(buildingQueries.edit);

export default function UpdateBuildingPage() {
  return <EditScreen kind={buildingEditor} />;
}
