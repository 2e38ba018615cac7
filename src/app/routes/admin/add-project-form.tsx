import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/admin/PageHeader';
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
  const save = async (values: ProjectFormValues) => {
    try {
      await create.mutateAsync(formToProjectInput(values));
      return true;
    } catch {
      return false;
    }
  };

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
