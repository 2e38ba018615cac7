import { Link, useLocation, useParams } from 'react-router';
import { EditedRecord } from '@/components/admin/EditedRecord';
import { PageHeader } from '@/components/admin/PageHeader';
import { listReturnPath } from '@/components/admin/listReturn';
import { savedOrNot } from '@/components/admin/savedOrNot';
import { useReturnAfterSave } from '@/components/admin/useReturnAfterSave';
import { CloseIcon } from '@/components/icons';
import { REDIRECT_AFTER_UPDATE_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { mergeEdit } from '@/lib/mergeEdit';
import { titleMeta } from '@/lib/pageMeta';
import { formToLandInput, landToForm, type LandFormValues } from '@/features/lands/admin/landFormSchema';
import { isEmptyLand } from '@/features/lands/components/format';
import { LAND_MESSAGES } from '@/features/lands/messages';
import { LandForm } from '@/features/lands/admin/LandForm';
import { landQueries, useLand, useUpdateLand } from '@/features/lands/hooks';
import type { Land } from '@/features/lands/schema';
import { startAdminRead } from '@/app/routeReads';
import type { Route } from './+types/edit-land-details.$id';

export const meta: Route.MetaFunction = () => titleMeta('Edit Land');

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  startAdminRead(landQueries.one(params.id));
  return null;
}

export default function UpdateLandPage() {
  const { id = '' } = useParams();
  const listPath = listReturnPath(paths.lands, useLocation().state);
  const land = useLand(id);
  const update = useUpdateLand();
  const { saved, markSaved } = useReturnAfterSave(listPath, REDIRECT_AFTER_UPDATE_MS);

  const save = (stored: Land) => (values: LandFormValues) =>
    savedOrNot(
      update.mutateAsync({
        id,
        land: mergeEdit(stored, { ...formToLandInput(values, 'edit', stored), _id: stored._id || id }),
      }),
    );

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title="Edit Land"
        description={land.data?.generalInfo.propertyName || 'Change any field and save.'}
        inlineActions
        actions={
          <Link
            to={listPath}
            aria-label="Close"
            title="Close"
            className="rounded-full bg-white p-2.5 text-ink-soft shadow-card hover:bg-sand-dark hover:text-ink"
          >
            <CloseIcon className="h-5 w-5" />
          </Link>
        }
      />
      <EditedRecord
        id={id}
        read={land}
        isEmpty={isEmptyLand}
        noun="land"
        notFound={LAND_MESSAGES.notFound}
        listPath={listPath}
      >
        {(stored) => (
          <LandForm
            key={stored._id || id}
            mode="edit"
            defaultValues={landToForm(stored)}
            submitLabel="Update Land"
            busyLabel="Updating..."
            locked={saved}
            cancelTo={listPath}
            onSubmit={save(stored)}
            onSaved={markSaved}
          />
        )}
      </EditedRecord>
    </section>
  );
}
