import { useLocation, useParams } from 'react-router';
import { EditedRecord } from '@/components/admin/EditedRecord';
import { PageHeader } from '@/components/admin/PageHeader';
import { listReturnPath } from '@/components/admin/listReturn';
import { savedOrNot } from '@/components/admin/savedOrNot';
import { useReturnAfterSave } from '@/components/admin/useReturnAfterSave';
import { paths } from '@/config/paths';
import { mergeEdit } from '@/lib/mergeEdit';
import { titleMeta } from '@/lib/pageMeta';
import { BuildingForm } from '@/features/buildings/admin/BuildingForm';
import {
  buildingToForm,
  formToBuildingInput,
  type BuildingFormValues,
} from '@/features/buildings/admin/buildingFormSchema';
import { isEmptyBuilding } from '@/features/buildings/components/format';
import { BUILDING_MESSAGES } from '@/features/buildings/messages';
import { buildingQueries, useBuilding, useUpdateBuilding } from '@/features/buildings/hooks';
import type { Building } from '@/features/buildings/schema';
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
  const listPath = listReturnPath(paths.buildings, useLocation().state);
  const building = useBuilding(id);
  const update = useUpdateBuilding();
  const { markSaved } = useReturnAfterSave(listPath, 0);

  const save = (stored: Building) => (values: BuildingFormValues) =>
    savedOrNot(
      update.mutateAsync({
        id,
        building: mergeEdit(stored, { ...formToBuildingInput(values, 'edit'), _id: stored._id || id }),
      }),
    );

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title="Update Form"
        description={building.data?.generalInfo.BuildingsName || 'Change any field and save.'}
      />
      <EditedRecord
        id={id}
        read={building}
        isEmpty={isEmptyBuilding}
        noun="building"
        notFound={BUILDING_MESSAGES.notFound}
        listPath={listPath}
      >
        {(stored) => (
          <BuildingForm
            key={stored._id || id}
            mode="edit"
            defaultValues={buildingToForm(stored)}
            submitLabel="Update Building"
            busyLabel="Updating..."
            cancelTo={listPath}
            onSubmit={save(stored)}
            onSaved={markSaved}
          />
        )}
      </EditedRecord>
    </section>
  );
}
