import { useState } from 'react';
import { PageHeader } from '@/components/admin/PageHeader';
import { savedOrNot } from '@/components/admin/savedOrNot';
import { useReturnAfterSave } from '@/components/admin/useReturnAfterSave';
import { paths } from '@/config/paths';
import { titleMeta } from '@/lib/pageMeta';
import { emptyLandForm, formToLandInput, type LandFormValues } from '@/features/lands/admin/landFormSchema';
import { LandForm } from '@/features/lands/admin/LandForm';
import { useCreateLand } from '@/features/lands/hooks';
import type { Route } from './+types/create-new-land';

export const meta: Route.MetaFunction = () => titleMeta('Add Lands');

export default function CreateLandPage() {
  const create = useCreateLand();
  const [initial] = useState(emptyLandForm);
  const { saved, markSaved } = useReturnAfterSave(paths.lands, 0);

  const save = (values: LandFormValues) => savedOrNot(create.mutateAsync(formToLandInput(values, 'add')));

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader title="Add Lands" description="Every field and at least one image are required." />
      <LandForm
        mode="add"
        defaultValues={initial}
        submitLabel="Add Land"
        busyLabel="Adding..."
        locked={saved}
        cancelTo={paths.lands}
        onSubmit={save}
        onSaved={markSaved}
      />
    </section>
  );
}
