import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/admin/PageHeader';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { titleMeta } from '@/lib/seo';
import { BuildingForm } from '@/features/buildings/admin/BuildingForm';
import {
  emptyBuildingForm,
  formToBuildingInput,
  type BuildingFormValues,
} from '@/features/buildings/admin/buildingFormSchema';
import { BUILDING_MESSAGES } from '@/features/buildings/messages';
import { useAddBuilding } from '@/features/buildings/hooks';
import type { Route } from './+types/create-new-building';

export const meta: Route.MetaFunction = () => titleMeta('Add Buildings');

/** Add Buildings: every Building field; on success the new building is in the list. */
export default function AddBuildingPage() {
  const navigate = useNavigate();
  const add = useAddBuilding();
  const [initial] = useState(emptyBuildingForm);

  const save = async (values: BuildingFormValues) => {
    try {
      await add.mutateAsync(formToBuildingInput(values, 'add'));
      notify.success(BUILDING_MESSAGES.added);
      return true;
    } catch {
      notify.warning(BUILDING_MESSAGES.addFailed);
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
