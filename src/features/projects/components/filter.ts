import { includesText } from '@/lib/text';
import type { Project } from '@/features/projects/schema';
import { PUBLIC_PROJECT_STATUSES, publicStatus } from '@/features/projects/values';

export const ALL_STATUSES = 'All';
/** The public status filter: All, Ongoing, Completed, Upcoming. */
export const STATUS_FILTERS = [ALL_STATUSES, ...PUBLIC_PROJECT_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Reads a status filter from the URL; anything unknown is 'All'. */
export function toStatusFilter(value: string): StatusFilter {
  return STATUS_FILTERS.find((status) => status.toLowerCase() === value.trim().toLowerCase()) ?? ALL_STATUSES;
}

/** Projects with the chosen public status (a stored 'Finished' is 'Completed') whose name holds the query. */
export function filterProjects(
  projects: readonly Project[],
  { status, query }: { status: StatusFilter; query: string },
): Project[] {
  return projects.filter(
    (project) =>
      (status === ALL_STATUSES ||
        publicStatus(project.projectStatus).trim().toLowerCase() === status.toLowerCase()) &&
      includesText(project.projectName, query),
  );
}

/** The public card shows only the second amenity, as the product asks. */
export function cardAmenity(project: Project): string | null {
  return project.amenities[1] ?? null;
}
