import { useState } from 'react';
import { PageHeader } from '@/components/admin/PageHeader';
import { savedOrNot } from '@/components/admin/savedOrNot';
import { useReturnAfterSave } from '@/components/admin/useReturnAfterSave';
import { paths } from '@/config/paths';
import { titleMeta } from '@/lib/pageMeta';
import { BuildingForm } from '@/features/buildings/admin/BuildingForm';
import {
  emptyBuildingForm,
  formToBuildingInput,
  type BuildingFormValues,
} from '@/features/buildings/admin/buildingFormSchema';
import { useCreateBuilding } from '@/features/buildings/hooks';
import type { Route } from './+types/create-new-building';

export const meta: Route.MetaFunction = () => titleMeta('Add Buildings');

export default function CreateBuildingPage() {
  const create = useCreateBuilding();
  const [initial] = useState(emptyBuildingForm);
  const { markSaved } = useReturnAfterSave(paths.buildings, 0);

  const save = (values: BuildingFormValues) =>
    savedOrNot(create.mutateAsync(formToBuildingInput(values, 'add')));

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title="Add Buildings"
        description="Fields marked * are required. Everything else can be added later from the list."
      />
      <BuildingForm
        mode="add"
        defaultValues={initial}
        submitLabel="Add Building"
        busyLabel="Adding..."
        cancelTo={paths.buildings}
        onSubmit={save}
        onSaved={markSaved}
      />
    </section>
  );
}
