import type { ListQuery } from '@/components/admin/useAdminList';
import { type Project } from '@/features/projects/schema';
import { publicStatus } from '@/features/projects/values';

export const PROJECT_FILTERS = { status: '' };

export type ProjectQuery = ListQuery<keyof typeof PROJECT_FILTERS>;

const normalStatus = (status: string) => publicStatus(status.trim()).toLowerCase();

/** 'Finished' (stored) and 'Completed' (shown) are one status. */
export function matchesProject(project: Project, { q, status }: ProjectQuery): boolean {
  const needle = q.trim().toLowerCase();
  return (
    (!needle || project.projectName.toLowerCase().includes(needle)) &&
    (!status.trim() || normalStatus(project.projectStatus) === normalStatus(status))
  );
}
