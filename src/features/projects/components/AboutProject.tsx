import type { Project } from '@/features/projects/schema';
import { ProjectAmenities } from './ProjectFacts';

/** 'About This Project' and its amenities. */
export function AboutProject({ project }: { project: Project }) {
  return (
    <>
      <section aria-labelledby="project-about" className="rounded-2xl bg-white p-5 shadow-card sm:p-8">
        <h2 id="project-about" className="text-2xl">
          About This Project
        </h2>
        <p className="mt-4 leading-relaxed break-words whitespace-pre-line text-ink-soft">
          {project.description.trim() || 'Ask us for the details of this project.'}
        </p>
      </section>
      <section aria-labelledby="project-amenities" className="rounded-2xl bg-white p-5 shadow-card sm:p-8">
        <h2 id="project-amenities" className="text-2xl">
          Amenities
        </h2>
        <div className="mt-4">
          <ProjectAmenities amenities={project.amenities} />
        </div>
      </section>
    </>
  );
}
