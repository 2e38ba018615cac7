import { DetailPanel } from '@/components/DetailPanel';
import type { Project } from '@/features/projects/schema';
import { useBackendLang, useMessages } from '@/lib/i18n/useMessages';
import { ProjectAmenities } from './ProjectFacts';

/** 'About This Project' and its amenities: the description is the backend's, as the admin typed it. */
export function AboutProject({ project }: { project: Project }) {
  const words = useMessages('project');
  const lang = useBackendLang();
  const description = project.description.trim();
  return (
    <>
      <DetailPanel headingId="project-about" title={words.about.title}>
        <p
          className="mt-4 leading-relaxed break-words whitespace-pre-line text-ink-soft"
          lang={description ? lang : undefined}
        >
          {description || words.about.empty}
        </p>
      </DetailPanel>
      <DetailPanel headingId="project-amenities" title={words.amenities.title}>
        <div className="mt-4">
          <ProjectAmenities amenities={project.amenities} />
        </div>
      </DetailPanel>
    </>
  );
}
