import { AddScreen } from '@/components/admin/AddScreen';
import { titleMeta } from '@/lib/pageMeta';
import { projectEditor } from '@/features/projects/admin/projectEditor';

export const meta = () => titleMeta(projectEditor.add.title);

export default function CreateProjectPage() {
  return <AddScreen kind={projectEditor} />;
}
