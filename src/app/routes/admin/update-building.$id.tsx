import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '@/components/admin/PageHeader';
import { listReturnPath } from '@/components/admin/listReturn';
import { savedOrNot } from '@/components/admin/savedOrNot';
import { useReturnAfterSave } from '@/components/admin/useReturnAfterSave';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StatusMessage';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { mergeEdit } from '@/lib/mergeEdit';
import { titleMeta } from '@/lib/pageMeta';
import { BuildingForm } from '@/features/buildings/admin/BuildingForm';
import {
  buildingToForm,
  formToBuildingInput,
  type BuildingFormValues,
} from '@/features/buildings/admin/buildingFormSchema';
import { BUILDING_MESSAGES } from '@/features/buildings/messages';
import { buildingQueries, useBuilding, useUpdateBuilding } from '@/features/buildings/hooks';
import { startAdminRead } from '@/app/routeReads';
import type { Route } from './+types/update-building.$id';

export const meta: Route.MetaFunction = () => titleMeta('Update Form');

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  startAdminRead(buildingQueries.one(params.id));
  return null;
}

/** PUT sends the whole object back: the building as read with the form's values over it. */
export default function UpdateBuildingPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const listPath = listReturnPath(paths.buildings, location.state);
  const building = useBuilding(id);
  const update = useUpdateBuilding();
  const stored = building.data;
  const initial = useMemo(() => (stored ? buildingToForm(stored) : null), [stored]);
  const { markSaved } = useReturnAfterSave(listPath, 0);

  const save = (values: BuildingFormValues) =>
    savedOrNot(
      update.mutateAsync({
        id,
        building: mergeEdit(stored, { ...formToBuildingInput(values, 'edit'), _id: stored?._id || id }),
      }),
    );

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title="Update Form"
        description={stored?.generalInfo.BuildingsName || 'Change any field and save.'}
      />
      {building.isPending ? (
        <div className="space-y-6" aria-busy="true">
          <span role="status" className="sr-only">
            Loading the building
          </span>
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : building.isError ? (
        <ErrorState message={errorMessage(building.error)} onRetry={() => void building.refetch()} />
      ) : !stored?._id || !initial ? (
        <div role="alert" className="card mx-auto max-w-lg p-6 text-center">
          <p className="text-ink-soft">{BUILDING_MESSAGES.notFound}</p>
          <Link to={listPath} className="btn-outline mt-4">
            Back to the list
          </Link>
        </div>
      ) : (
        <BuildingForm
          key={stored._id}
          mode="edit"
          defaultValues={initial}
          submitLabel="Update Building"
          busyLabel="Updating..."
          cancelTo={listPath}
          onSubmit={save}
          onSaved={markSaved}
        />
      )}
    </section>
  );
}
