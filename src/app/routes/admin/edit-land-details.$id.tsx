import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '@/components/admin/PageHeader';
import { listReturnPath } from '@/components/admin/listReturn';
import { savedOrNot } from '@/components/admin/savedOrNot';
import { useReturnAfterSave } from '@/components/admin/useReturnAfterSave';
import { CloseIcon } from '@/components/icons';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StatusMessage';
import { REDIRECT_AFTER_UPDATE_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { mergeEdit } from '@/lib/mergeEdit';
import { titleMeta } from '@/lib/pageMeta';
import { formToLandInput, landToForm, type LandFormValues } from '@/features/lands/admin/landFormSchema';
import { LAND_MESSAGES } from '@/features/lands/messages';
import { LandForm } from '@/features/lands/admin/LandForm';
import { landQueries, useLand, useUpdateLand } from '@/features/lands/hooks';
import { startAdminRead } from '@/app/routeReads';
import type { Route } from './+types/edit-land-details.$id';

export const meta: Route.MetaFunction = () => titleMeta('Edit Land');

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  startAdminRead(landQueries.one(params.id));
  return null;
}

export default function UpdateLandPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const listPath = listReturnPath(paths.lands, location.state);
  const land = useLand(id);
  const update = useUpdateLand();
  const stored = land.data;
  const initial = useMemo(() => (stored ? landToForm(stored) : null), [stored]);
  const { saved, markSaved } = useReturnAfterSave(listPath, REDIRECT_AFTER_UPDATE_MS);

  const save = (values: LandFormValues) =>
    savedOrNot(
      update.mutateAsync({
        id,
        land: mergeEdit(stored, { ...formToLandInput(values, 'edit', stored), _id: stored?._id || id }),
      }),
    );

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title="Edit Land"
        description={stored?.generalInfo.propertyName || 'Change any field and save.'}
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
      {land.isPending ? (
        <div className="space-y-6" aria-busy="true">
          <span role="status" className="sr-only">
            Loading the land
          </span>
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : land.isError ? (
        <ErrorState message={errorMessage(land.error)} onRetry={() => void land.refetch()} />
      ) : !stored?._id || !initial ? (
        <div role="alert" className="card mx-auto max-w-lg p-6 text-center">
          <p className="text-ink-soft">{LAND_MESSAGES.notFound}</p>
          <Link to={listPath} className="btn-outline mt-4">
            Back to the list
          </Link>
        </div>
      ) : (
        <LandForm
          key={stored._id}
          mode="edit"
          defaultValues={initial}
          submitLabel="Update Land"
          busyLabel="Updating..."
          locked={saved}
          cancelTo={listPath}
          onSubmit={save}
          onSaved={markSaved}
        />
      )}
    </section>
  );
}
