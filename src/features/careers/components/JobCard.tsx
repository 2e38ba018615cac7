import { BriefcaseIcon } from '@/components/officeIcons';
import { MapPinIcon } from '@/components/icons';
import { LinkIcon } from '@/components/share/shareIcons';
import { useCopyLink } from '@/components/share/useCopyLink';
import type { Job } from '@/features/careers/schema';
import { jobLink } from './jobLink';

export function JobCard({ job, onApply }: { job: Job; onApply: (job: Job) => void }) {
  const copy = useCopyLink();
  return (
    <article className="card flex h-full flex-col p-6">
      <h3 className="text-xl">{job.role}</h3>
      <p className="mt-3 flex flex-wrap gap-2 text-sm">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
          <MapPinIcon className="h-4 w-4" />
          {job.location}
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 font-medium text-accent-700">
          <BriefcaseIcon className="h-4 w-4" />
          {job.type}
        </span>
      </p>
      <p className="mt-4 line-clamp-3 flex-1 text-sm leading-relaxed text-ink-soft">{job.job_desc}</p>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-primary"
          onClick={() => onApply(job)}
          aria-label={`Apply Now for ${job.role}`}
        >
          Apply Now
        </button>
        <button
          type="button"
          className="btn-ghost"
          onClick={() => void copy.copy(jobLink(window.location.origin, job))}
        >
          <LinkIcon className="h-4 w-4" />
          {copy.label} <span className="sr-only">for {job.role}</span>
        </button>
        <span role="status" className="sr-only">
          {copy.state === 'idle' ? '' : `${copy.label} for ${job.role}`}
        </span>
      </div>
    </article>
  );
}
