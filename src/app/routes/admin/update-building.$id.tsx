import { EditScreen } from '@/components/admin/EditScreen';
import { useRecordEditor } from '@/components/admin/useRecordEditor';
import { paths } from '@/config/paths';
import { titleMeta } from '@/lib/pageMeta';
import { BuildingForm } from '@/features/buildings/admin/BuildingForm';
import {
  buildingToForm,
  formToBuildingInput,
  type BuildingFormValues,
} from '@/features/buildings/admin/buildingFormSchema';
import { isEmptyBuilding } from '@/features/buildings/components/format';
import { BUILDING_MESSAGES } from '@/features/buildings/messages';
import { buildingQueries, useUpdateBuilding } from '@/features/buildings/hooks';
import { startAdminRead } from '@/app/routeReads';
import type { Route } from './+types/update-building.$id';

export const meta: Route.MetaFunction = () => titleMeta('Update Form');

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  startAdminRead(buildingQueries.one(params.id));
  return null;
}

/** PUT sends the whole object back: the building as read with the form's values over it. */
export default function UpdateBuildingPage() {
  const editor = useRecordEditor({
    list: paths.buildings,
    afterMs: 0,
    query: buildingQueries.one,
    update: useUpdateBuilding(),
    toBody: (values: BuildingFormValues) => formToBuildingInput(values, 'edit'),
    toInput: (id, building) => ({ id, building }),
  });
  return (
    <EditScreen
      header={{
        title: 'Update Form',
        description: editor.read.data?.generalInfo.BuildingsName || 'Change any field and save.',
      }}
      editor={editor}
      isEmpty={isEmptyBuilding}
      noun="building"
      notFound={BUILDING_MESSAGES.notFound}
    >
      {(stored) => (
        <BuildingForm
          key={stored._id || editor.id}
          mode="edit"
          defaultValues={buildingToForm(stored)}
          submitLabel="Update Building"
          busyLabel="Updating..."
          cancelTo={editor.listPath}
          onSubmit={editor.save(stored)}
          onSaved={editor.markSaved}
        />
      )}
    </EditScreen>
  );
}
