import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { SectionHeading } from '@/components/SectionHeading';
import { TickedPoint } from '@/components/TickedPoint';
import { CallToAction } from '@/components/CallToAction';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { useUrlState } from '@/lib/useUrlState';
import { ApplyDialog } from '@/features/careers/components/ApplyDialog';
import { JobCard } from '@/features/careers/components/JobCard';
import { jobForRole, ROLE_PARAM } from '@/features/careers/components/jobLink';
import { SuccessDialog } from '@/features/careers/components/SuccessDialog';
import { jobs, JOBS_POSTED_ON, positionsIn, postingsIn, type Position } from '@/features/careers/jobs';
import type { Job } from '@/features/careers/schema';
import { loadedMessages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import { languageOfPath } from '@/lib/i18n/languages';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { namedPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/career';

// The structured data carries the positions in the page's language, as the page shows them.
export const meta: Route.MetaFunction = ({ location }) => {
  const messages = loadedMessages(languageOfPath(location.pathname), 'careers');
  return namedPageMeta(
    location.pathname,
    'careers',
    paths.career,
    messages && { jobs: postingsIn(messages), posted: JOBS_POSTED_ON },
  );
};

export default function CareerPage() {
  const t = useMessages('careers');
  // The application form's words (Name, Email, Phone and their problems) load with the page, so
  // Apply Now opens the form at once.
  useMessages('forms');
  const local = useLocalPath();
  const positions = positionsIn(t);
  const positionOf = (job: Job | undefined) => positions.find((position) => position.job === job);
  const [applying, setApplying] = useState<Position | null>(null);
  const [applied, setApplied] = useState<Job | null>(null);
  // Read once the page is interactive (useUrlState): the HTML rendered at build time has no query
  // and no dialog, and hydration must find the page as it was rendered.
  const [{ [ROLE_PARAM]: linkedRole }, update] = useUrlState({ [ROLE_PARAM]: '' });
  const linkedPosition = positionOf(jobForRole(jobs, linkedRole));
  const dialogPosition = applying ?? linkedPosition ?? null;
  const appliedPosition = applied ? positionOf(applied) : undefined;

  // Stable, since the dialog's focus trap restarts whenever its close handler changes. The role leaves
  // the address without a history entry, so Back leaves the career page.
  const forgetRole = useCallback(() => {
    if (linkedRole) update({ [ROLE_PARAM]: '' });
  }, [linkedRole, update]);
  const closeApply = useCallback(() => {
    setApplying(null);
    forgetRole();
  }, [forgetRole]);
  const closeSuccess = useCallback(() => setApplied(null), []);
  const onApplied = useCallback(
    (job: Job) => {
      setApplying(null);
      setApplied(job);
      forgetRole();
    },
    [forgetRole],
  );

  return (
    <>
      <PageHero title={t.title} eyebrow={t.eyebrow} intro={fill(t.intro, { company: company.name })} />

      <PageSection headingId="positions-heading" heading={t.positions}>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {positions.map((position) => (
            <li key={position.job.role}>
              <JobCard position={position} onApply={setApplying} />
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="benefits-heading" className="bg-white py-14 sm:py-20">
        <div className="container-site grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-start">
          <SectionHeading
            id="benefits-heading"
            eyebrow={t.benefits.eyebrow}
            title={t.benefits.title}
            align="left"
          >
            <p>{t.benefits.intro}</p>
          </SectionHeading>
          <ul className="grid gap-5 sm:grid-cols-2">
            {t.benefits.items.map((benefit) => (
              <TickedPoint
                key={benefit.title}
                point={benefit}
                className="rounded-2xl bg-sand p-5 ring-1 ring-ink/5"
              />
            ))}
          </ul>
        </div>
      </section>

      <CallToAction id="questions-heading" title={t.questions.title} text={t.questions.text} look="card">
        <Link to={local(paths.contact)} className="btn-primary">
          {t.questions.contact}
        </Link>
      </CallToAction>

      {dialogPosition ? (
        <ApplyDialog position={dialogPosition} onClose={closeApply} onApplied={onApplied} />
      ) : null}
      {appliedPosition ? <SuccessDialog position={appliedPosition} onClose={closeSuccess} /> : null}
    </>
  );
}
