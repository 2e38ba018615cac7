import { AddScreen } from '@/components/admin/AddScreen';
import { titleMeta } from '@/lib/pageMeta';
import { landEditor } from '@/features/lands/admin/landEditor';

export const meta = () => titleMeta(landEditor.add.title);

export default function CreateLandPage() {
  return <AddScreen kind={landEditor} />;
}
