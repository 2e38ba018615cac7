import { normaliseText } from '@/lib/text';
import type { Project } from '@/features/projects/schema';
import { PRICE_TYPES, publicStatus } from '@/features/projects/values';

const DEFAULT_PRICE_TEXT = 'Call For Price';

/** A project carries no amount: anything but a known price type (a typed number, a blank) reads 'Call For Price'. */
export function projectPriceText(priceType: string): string {
  const wanted = normaliseText(priceType);
  return PRICE_TYPES.find((type) => normaliseText(type) === wanted) ?? DEFAULT_PRICE_TEXT;
}

export function parkingText(parkingFacility: string): string {
  const value = normaliseText(parkingFacility);
  if (value === 'yes') return 'Available';
  if (value === 'no') return 'Not available';
  return parkingFacility.trim();
}

export function projectName(project: Project): string {
  return project.projectName.trim() || 'Untitled project';
}

/** An answer with neither an id nor a name is not a project (an empty or malformed record). */
export function isEmptyProject(project: Project): boolean {
  return !project._id.trim() && !project.projectName.trim();
}

export function projectSummary(project: Project): string {
  const name = projectName(project);
  const type = project.projectType.trim();
  const place = project.location.trim() || 'Bhubaneswar';
  const status = publicStatus(project.projectStatus).trim();
  const year = project.yearOfCompletion > 0 ? project.yearOfCompletion : 0;
  const done = status.toLowerCase() === 'completed';
  const when = year ? (done ? ` in ${year}` : `, due in ${year}`) : '';
  return [
    `${name}: ${type ? `a ${type} project` : 'a project'} by Kalinga Habitats in ${place}.`,
    status && `${status}${when}.`,
    project.description.trim(),
  ]
    .filter(Boolean)
    .join(' ');
}
