import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/admin/PageHeader';
import { paths } from '@/config/paths';
import { titleMeta } from '@/lib/pageMeta';
import { emptyLandForm, formToLandInput, type LandFormValues } from '@/features/lands/admin/landFormSchema';
import { LandForm } from '@/features/lands/admin/LandForm';
import { useCreateLand } from '@/features/lands/hooks';
import type { Route } from './+types/create-new-land';

export const meta: Route.MetaFunction = () => titleMeta('Add Lands');

export default function CreateLandPage() {
  const navigate = useNavigate();
  const create = useCreateLand();
  const [initial] = useState(emptyLandForm);

  // The hook raises the toasts; the form only needs to know whether to move on.
  const save = async (values: LandFormValues) => {
    try {
      await create.mutateAsync(formToLandInput(values, 'add'));
      return true;
    } catch {
      return false;
    }
  };

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader title="Add Lands" description="Every field and at least one image are required." />
      <LandForm
        mode="add"
        defaultValues={initial}
        submitLabel="Add Land"
        busyLabel="Adding..."
        cancelTo={paths.lands}
        onSubmit={save}
        onSaved={() => navigate(paths.lands)}
      />
    </section>
  );
}
