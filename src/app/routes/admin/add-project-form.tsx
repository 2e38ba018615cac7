import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/admin/PageHeader';
import { savedOrNot } from '@/components/admin/savedOrNot';
import { paths } from '@/config/paths';
import { titleMeta } from '@/lib/pageMeta';
import { ProjectForm } from '@/features/projects/admin/ProjectForm';
import {
  emptyProjectForm,
  formToProjectInput,
  type ProjectFormValues,
} from '@/features/projects/admin/projectFormSchema';
import { useCreateProject } from '@/features/projects/hooks';
import type { Route } from './+types/add-project-form';

export const meta: Route.MetaFunction = () => titleMeta('Add Project');

export default function CreateProjectPage() {
  const create = useCreateProject();
  const [initial] = useState(emptyProjectForm);

  // The hook raises the toasts (a failure's gives the backend's `massage`); what was typed stays.
  // The project stays on this page after a save: the form empties for the next.
  const save = (values: ProjectFormValues) => savedOrNot(create.mutateAsync(formToProjectInput(values)));

  return (
    <section className="mx-auto max-w-4xl">
      <PageHeader
        title="Add Project"
        description="Add a new project to the public Projects page."
        actions={
          <Link to={paths.projectList} className="btn-outline">
            List Of Projects
          </Link>
        }
      />
      <ProjectForm
        mode="add"
        defaultValues={initial}
        submitLabel="Add Project"
        busyLabel="Adding..."
        onSubmit={save}
      />
    </section>
  );
}
