import { Link } from 'react-router';
import { EditScreen } from '@/components/admin/EditScreen';
import { useRecordEditor } from '@/components/admin/useRecordEditor';
import { CloseIcon } from '@/components/icons';
import { REDIRECT_AFTER_UPDATE_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { titleMeta } from '@/lib/pageMeta';
import { formToLandInput, landToForm, type LandFormValues } from '@/features/lands/admin/landFormSchema';
import { isEmptyLand } from '@/features/lands/components/format';
import { LAND_MESSAGES } from '@/features/lands/messages';
import { LandForm } from '@/features/lands/admin/LandForm';
import { landQueries, useUpdateLand } from '@/features/lands/hooks';
import type { Land } from '@/features/lands/schema';
import { startAdminRead } from '@/app/routeReads';
import type { Route } from './+types/edit-land-details.$id';

export const meta: Route.MetaFunction = () => titleMeta('Edit Land');

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  startAdminRead(landQueries.one(params.id));
  return null;
}

export default function UpdateLandPage() {
  const editor = useRecordEditor({
    list: paths.lands,
    afterMs: REDIRECT_AFTER_UPDATE_MS,
    query: landQueries.one,
    update: useUpdateLand(),
    toBody: (values: LandFormValues, stored: Land) => formToLandInput(values, 'edit', stored),
    toInput: (id, land) => ({ id, land }),
  });
  const close = (
    <Link
      to={editor.listPath}
      aria-label="Close"
      title="Close"
      className="rounded-full bg-white p-2.5 text-ink-soft shadow-card hover:bg-sand-dark hover:text-ink"
    >
      <CloseIcon className="h-5 w-5" />
    </Link>
  );
  return (
    <EditScreen
      header={{
        title: 'Edit Land',
        description: editor.read.data?.generalInfo.propertyName || 'Change any field and save.',
        inlineActions: true,
        actions: close,
      }}
      editor={editor}
      isEmpty={isEmptyLand}
      noun="land"
      notFound={LAND_MESSAGES.notFound}
    >
      {(stored) => (
        <LandForm
          key={stored._id || editor.id}
          mode="edit"
          defaultValues={landToForm(stored)}
          submitLabel="Update Land"
          busyLabel="Updating..."
          locked={editor.saved}
          cancelTo={editor.listPath}
          onSubmit={editor.save(stored)}
          onSaved={editor.markSaved}
        />
      )}
    </EditScreen>
  );
}
