import { Link } from 'react-router';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { CheckIcon } from '@/components/actionIcons';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { aims, amenities, benefits, milestones, teamMembers } from '@/features/content/about';
import { publicPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'About Us',
    description:
      'Kalinga Habitats builds and sells flats, duplex homes and plots around Bhubaneswar: our story, our values and the team you will meet.',
    path: paths.about,
  });

export default function AboutPage() {
  return (
    <>
      <PageHero
        title="About Us"
        eyebrow={`Since ${company.foundedYear}`}
        image="/images/about/about-hero.svg"
      >
        <p>
          {company.name} builds flats and duplex homes and sells verified plots in and around Bhubaneswar. We
          are a local team of engineers, planners and advisers who believe buying a home should feel certain,
          not stressful.
        </p>
      </PageHero>

      <PageSection
        headingId="benefits-heading"
        eyebrow="Benefits"
        title="Why families choose us"
        intro="Four promises we keep on every home and every plot we sell."
      >
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="card p-6">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <CheckIcon className="h-5 w-5" />
              </span>
              <h3 className="mt-4 text-lg">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-label="Mission and vision" className="bg-white py-14 sm:py-20">
        <div className="container-site grid gap-12 lg:grid-cols-2">
          {aims.map((aim) => (
            <article key={aim.eyebrow} className="grid gap-6 sm:grid-cols-[12rem_1fr] sm:items-start">
              <img
                src={aim.image}
                alt=""
                width={384}
                height={288}
                loading="lazy"
                className={`aspect-[16/9] w-full rounded-2xl ${aim.tint} object-cover sm:aspect-[4/3]`}
              />
              <div>
                <p className="text-sm font-semibold tracking-wider text-accent-600 uppercase">
                  {aim.eyebrow}
                </p>
                <h2 className="mt-2 text-2xl sm:text-3xl">{aim.title}</h2>
                <p className="mt-3 leading-relaxed text-ink-soft">{aim.text}</p>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="leads-heading" className="bg-ink py-14 text-white sm:py-20">
        <div className="container-site">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wider text-accent-200 uppercase">Leading the way</p>
            <h2 id="leads-heading" className="mt-2 text-2xl text-white sm:text-4xl">
              A developer Bhubaneswar has grown up with
            </h2>
            <p className="mt-3 leading-relaxed text-white/80">
              From our first duplex row in Khandagiri to towers in Patia, we have led with careful planning,
              quality materials and on-time handovers.
            </p>
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
            {milestones.map((milestone) => (
              <div
                key={milestone.label}
                className="flex flex-col gap-1 rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/10"
              >
                <dt className="text-sm text-white/80">{milestone.label}</dt>
                <dd className="order-first font-display text-3xl font-semibold text-white sm:text-4xl">
                  {milestone.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <PageSection
        headingId="team-heading"
        eyebrow="Our Team"
        title="The people behind every home"
        intro="Meet the leaders who answer for every home we build and every plot we sell."
      >
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {teamMembers.map((member) => (
            <li key={member.id} className="card overflow-hidden text-center">
              <img
                src={member.image}
                alt={`Portrait of ${member.name}`}
                width={320}
                height={320}
                loading="lazy"
                className="aspect-square w-full bg-brand-50 object-cover"
              />
              <div className="p-3 sm:p-5">
                <h3 className="text-base sm:text-lg">{member.name}</h3>
                <p className="mt-1 text-xs text-brand-700 sm:text-sm">{member.role}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        band
        headingId="amenities-heading"
        eyebrow="Amenities"
        title="Comforts built into our projects"
        intro={`What you can expect in a ${company.shortName} community.`}
      >
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {amenities.map((amenity) => (
            <li
              key={amenity.name}
              className="flex flex-col items-center gap-3 rounded-2xl bg-sand p-5 text-center ring-1 ring-ink/5"
            >
              <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-card">
                <img src={amenity.icon} alt="" width={40} height={40} loading="lazy" className="h-10 w-10" />
              </span>
              <span className="font-medium">{amenity.name}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="family-heading" className="container-site py-14 sm:py-20">
        <div className="card flex flex-col items-start gap-6 bg-brand-700 p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="family-heading" className="text-2xl text-white sm:text-3xl">
              Join the {company.shortName} family
            </h2>
            <p className="mt-3 leading-relaxed text-white/85">
              Thousands of families already call a {company.name} address home. Visit a site with us this
              weekend, or tell us what you are looking for and we will call you back.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.properties} className="btn bg-white text-brand-800 hover:bg-brand-50">
              Browse properties
            </Link>
            <Link to={paths.contact} className="btn border border-white/70 text-white hover:bg-white/10">
              Contact us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
