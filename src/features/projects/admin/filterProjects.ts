import { type Project } from '@/features/projects/schema';
import { publicStatus } from '@/features/projects/values';

export interface ProjectFilters {
  /** Part of the project name, any case. */
  q: string;
  /** A status value, any case; '' for all. 'Finished' and 'Completed' mean the same. */
  status: string;
}

const normalStatus = (status: string) => publicStatus(status.trim()).toLowerCase();

/** The projects the list shows: name contains the search text, status equals the filter. */
export function filterProjects(projects: readonly Project[], { q, status }: ProjectFilters): Project[] {
  const needle = q.trim().toLowerCase();
  const wanted = status.trim() ? normalStatus(status) : '';
  return projects.filter(
    (project) =>
      (!needle || project.projectName.toLowerCase().includes(needle)) &&
      (!wanted || normalStatus(project.projectStatus) === wanted),
  );
}
