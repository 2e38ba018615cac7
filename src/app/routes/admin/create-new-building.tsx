import { AddScreen } from '@/components/admin/AddScreen';
import { titleMeta } from '@/lib/pageMeta';
import { buildingEditor } from '@/features/buildings/admin/buildingEditor';

export const meta = () => titleMeta(buildingEditor.add.title);

export default function CreateBuildingPage() {
  return <AddScreen kind={buildingEditor} />;
}
