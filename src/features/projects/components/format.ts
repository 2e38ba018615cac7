import { normaliseText } from '@/lib/text';
import type { Project } from '@/features/projects/schema';
import { PRICE_TYPES, publicStatus } from '@/features/projects/values';

/** What a project without a usable price type reads: buyers ask for the price. */
const DEFAULT_PRICE_TEXT = 'Call For Price';

/**
 * The price line of a project: its price type as the record says ('Call For Price', 'On Request',
 * 'Fixed Price'), in the admin form's spelling. A project carries no amount, so anything else (a
 * number typed into the field, an empty value) reads 'Call For Price': a visitor never sees a
 * number that is not a price.
 */
export function projectPriceText(priceType: string): string {
  const wanted = normaliseText(priceType);
  return PRICE_TYPES.find((type) => normaliseText(type) === wanted) ?? DEFAULT_PRICE_TEXT;
}

/** 'Yes' reads 'Available', 'No' reads 'Not available'; other stored text is shown as it is. */
export function parkingText(parkingFacility: string): string {
  const value = normaliseText(parkingFacility);
  if (value === 'yes') return 'Available';
  if (value === 'no') return 'Not available';
  return parkingFacility.trim();
}

/** The name a project is shown and asked about by. */
export function projectName(project: Project): string {
  return project.projectName.trim() || 'Untitled project';
}

/** An answer with neither an id nor a name is not a project (an empty or malformed record). */
export function isEmptyProject(project: Project): boolean {
  return !project._id.trim() && !project.projectName.trim();
}

/** One sentence about the project for search results and shares: type, place, status, year. */
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
