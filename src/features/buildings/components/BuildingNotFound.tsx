import { NotFoundState } from '@/components/NotFoundState';
import { paths } from '@/config/paths';

/** The title of a building's page, and of its brochure, when the backend has no such building. */
export const BUILDING_NOT_FOUND_TITLE = 'Property not found';

/** What a building's page and its brochure show when the backend has no such building. */
export function BuildingNotFound() {
  return (
    <NotFoundState
      title={BUILDING_NOT_FOUND_TITLE}
      message="This property may have been sold or removed, or the link is not complete."
      backTo={paths.properties}
      backLabel="Back to properties"
    />
  );
}
