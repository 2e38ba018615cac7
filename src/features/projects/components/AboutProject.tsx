import { DetailPanel } from '@/components/DetailPanel';
import type { Project } from '@/features/projects/schema';
import { ProjectAmenities } from './ProjectFacts';

/** 'About This Project' and its amenities. */
export function AboutProject({ project }: { project: Project }) {
  return (
    <>
      <DetailPanel headingId="project-about" title="About This Project">
        <p className="mt-4 leading-relaxed break-words whitespace-pre-line text-ink-soft">
          {project.description.trim() || 'Ask us for the details of this project.'}
        </p>
      </DetailPanel>
      <DetailPanel headingId="project-amenities" title="Amenities">
        <div className="mt-4">
          <ProjectAmenities amenities={project.amenities} />
        </div>
      </DetailPanel>
    </>
  );
}
