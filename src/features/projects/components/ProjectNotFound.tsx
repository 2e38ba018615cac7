import { NotFoundState } from '@/components/NotFoundState';
import { paths } from '@/config/paths';

/** The title of a project's page, and of its brochure, when the backend has no such project. */
export const PROJECT_NOT_FOUND_TITLE = 'Project not found';

/** What a project's page and its brochure show when the backend has no such project. */
export function ProjectNotFound() {
  return (
    <NotFoundState
      title={PROJECT_NOT_FOUND_TITLE}
      message="This project may have been removed, or the link is not complete."
      backTo={paths.projects}
      backLabel="Back to projects"
    />
  );
}
