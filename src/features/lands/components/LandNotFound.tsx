import { NotFoundState } from '@/components/NotFoundState';
import { propertiesUrl } from '@/config/propertiesUrl';

/** The title of a land's page, and of its brochure, when the backend has no such land. */
export const LAND_NOT_FOUND_TITLE = 'Land not found';

/** What a land's page and its brochure show when the backend has no such land. */
export function LandNotFound() {
  return (
    <NotFoundState
      title={LAND_NOT_FOUND_TITLE}
      message="This land may have been sold or removed, or the link is not complete."
      backTo={propertiesUrl('land')}
      backLabel="Back to properties"
    />
  );
}
