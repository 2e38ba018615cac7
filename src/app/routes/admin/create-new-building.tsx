import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/admin/PageHeader';
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
  const navigate = useNavigate();
  const create = useCreateBuilding();
  const [initial] = useState(emptyBuildingForm);

  // The hook raises the toasts; the form only needs to know whether to move on.
  const save = async (values: BuildingFormValues) => {
    try {
      await create.mutateAsync(formToBuildingInput(values, 'add'));
      return true;
    } catch {
      return false;
    }
  };

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
        onSaved={() => navigate(paths.buildings)}
      />
    </section>
  );
}
