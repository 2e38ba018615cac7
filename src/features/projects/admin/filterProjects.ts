import type { ListQuery } from '@/components/admin/useAdminList';
import { type Project } from '@/features/projects/schema';
import { publicStatus } from '@/features/projects/values';

/** The project list's filters by field name (the search by name is `q`). */
export const PROJECT_FILTERS = { status: '' };

export type ProjectQuery = ListQuery<keyof typeof PROJECT_FILTERS>;

const normalStatus = (status: string) => publicStatus(status.trim()).toLowerCase();

/**
 * Whether the list shows a project: its name contains the search text (any case), its status
 * equals the filter ('Finished' and 'Completed' mean the same).
 */
export function matchesProject(project: Project, { q, status }: ProjectQuery): boolean {
  const needle = q.trim().toLowerCase();
  return (
    (!needle || project.projectName.toLowerCase().includes(needle)) &&
    (!status.trim() || normalStatus(project.projectStatus) === normalStatus(status))
  );
}
