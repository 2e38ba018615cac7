import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/admin/PageHeader';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { titleMeta } from '@/lib/seo';
import { emptyLandForm, formToLandInput, type LandFormValues } from '@/features/lands/admin/landFormSchema';
import { LAND_MESSAGES } from '@/features/lands/messages';
import { LandForm } from '@/features/lands/admin/LandForm';
import { useAddLand } from '@/features/lands/hooks';
import type { Route } from './+types/create-new-land';

export const meta: Route.MetaFunction = () => titleMeta('Add Lands');

/** Add Lands: every Land field and at least one image; on success the new land is in the list. */
export default function AddLandPage() {
  const navigate = useNavigate();
  const add = useAddLand();
  const [initial] = useState(emptyLandForm);

  const save = async (values: LandFormValues) => {
    try {
      await add.mutateAsync(formToLandInput(values, 'add'));
      notify.success(LAND_MESSAGES.added);
      return true;
    } catch (error) {
      notify.error(errorMessage(error));
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
