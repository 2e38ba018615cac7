import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { SectionHeading } from '@/components/SectionHeading';
import { TickedPoint } from '@/components/TickedPoint';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { useUrlState } from '@/lib/useUrlState';
import { ApplyDialog } from '@/features/careers/components/ApplyDialog';
import { JobCard } from '@/features/careers/components/JobCard';
import { jobForRole, ROLE_PARAM } from '@/features/careers/components/jobLink';
import { SuccessDialog } from '@/features/careers/components/SuccessDialog';
import { jobs, workBenefits, JOBS_POSTED_ON } from '@/features/careers/jobs';
import type { Job } from '@/features/careers/schema';
import { publicPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/career';

export const meta: Route.MetaFunction = () =>
  publicPageMeta(
    {
      title: 'Join Our Team',
      description:
        'Work with Kalinga Habitats in Bhubaneswar: see our six open positions and apply online with your resume.',
      path: paths.career,
    },
    { jobs, posted: JOBS_POSTED_ON },
  );

export default function CareerPage() {
  const [applying, setApplying] = useState<Job | null>(null);
  const [applied, setApplied] = useState<Job | null>(null);
  // Read once the page is interactive (useUrlState): the HTML rendered at build time has no query
  // and no dialog, and hydration must find the page as it was rendered.
  const [{ [ROLE_PARAM]: linkedRole }, update] = useUrlState({ [ROLE_PARAM]: '' });
  const linkedJob = jobForRole(jobs, linkedRole);
  const dialogJob = applying ?? linkedJob ?? null;

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
      <PageHero title="Join Our Team" eyebrow="Careers">
        <p>
          We are always looking for people who care about doing things properly. Build your career with{' '}
          {company.name} and help families across Bhubaneswar find their home.
        </p>
      </PageHero>

      <PageSection
        headingId="positions-heading"
        eyebrow="Open positions"
        title="Find your role"
        intro="All positions are full-time at our Bhubaneswar office. Choose a role to see the details and apply."
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.role}>
              <JobCard job={job} onApply={setApplying} />
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="benefits-heading" className="bg-white py-14 sm:py-20">
        <div className="container-site grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-start">
          <SectionHeading id="benefits-heading" eyebrow="Benefits" title="Why work with us" align="left">
            <p>
              A friendly, local team, real responsibility from your first day and the support to grow. Here is
              what every member of our team gets.
            </p>
          </SectionHeading>
          <ul className="grid gap-5 sm:grid-cols-2">
            {workBenefits.map((benefit) => (
              <TickedPoint
                key={benefit.title}
                point={benefit}
                className="rounded-2xl bg-sand p-5 ring-1 ring-ink/5"
              />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="questions-heading" className="container-site py-14 sm:py-16">
        <div className="card flex flex-col items-start gap-6 p-8 sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="questions-heading" className="text-2xl sm:text-3xl">
              Don’t see the right role?
            </h2>
            <p className="mt-2 text-ink-soft">
              Tell us about yourself and the work you would love to do. We keep every good introduction on
              file.
            </p>
          </div>
          <Link to={paths.contact} className="btn-primary">
            Contact Us
          </Link>
        </div>
      </section>

      {dialogJob ? <ApplyDialog job={dialogJob} onClose={closeApply} onApplied={onApplied} /> : null}
      {applied ? <SuccessDialog job={applied} onClose={closeSuccess} /> : null}
    </>
  );
}
