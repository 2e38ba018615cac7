import { BriefcaseIcon } from '@/components/officeIcons';
import { MapPinIcon } from '@/components/icons';
import { LinkIcon } from '@/components/share/shareIcons';
import { useCopyLink } from '@/components/share/useCopyLink';
import { paths } from '@/config/paths';
import type { Position } from '@/features/careers/jobs';
import { fill } from '@/lib/i18n/fill';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { jobLink } from './jobLink';

export function JobCard({
  position,
  onApply,
}: {
  position: Position;
  onApply: (position: Position) => void;
}) {
  const words = useMessages('careers').card;
  const local = useLocalPath();
  const copy = useCopyLink();
  const label = words.copy[copy.state];
  const role = position.role;
  return (
    <article className="card flex h-full flex-col p-6">
      <h3 className="text-xl">{role}</h3>
      <p className="mt-3 flex flex-wrap gap-2 text-sm">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
          <MapPinIcon className="h-4 w-4" />
          {position.location}
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 font-medium text-accent-700">
          <BriefcaseIcon className="h-4 w-4" />
          {position.type}
        </span>
      </p>
      <p className="mt-4 line-clamp-3 flex-1 text-sm leading-relaxed text-ink-soft">{position.description}</p>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-primary"
          onClick={() => onApply(position)}
          aria-label={fill(words.applyFor, { role })}
        >
          {words.apply}
        </button>
        <button
          type="button"
          className="btn-ghost"
          onClick={() => void copy.copy(jobLink(window.location.origin, position.job, local(paths.career)))}
        >
          <LinkIcon className="h-4 w-4" />
          {label} <span className="sr-only">{fill(words.copyFor, { role })}</span>
        </button>
        <span role="status" className="sr-only">
          {copy.state === 'idle' ? '' : fill(words.copied, { label, role })}
        </span>
      </div>
    </article>
  );
}
