import { Link } from 'react-router';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { CheckIcon } from '@/components/actionIcons';
import { CallToAction } from '@/components/CallToAction';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { aimsIn, amenitiesIn, milestonesIn, teamIn } from '@/features/content/about';
import { fill } from '@/lib/i18n/fill';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { namedPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ location }) =>
  namedPageMeta(location.pathname, 'about', paths.about);

export default function AboutPage() {
  const about = useMessages('about');
  const local = useLocalPath();
  return (
    <>
      <PageHero
        title={about.title}
        eyebrow={fill(about.eyebrow, { year: company.foundedYear })}
        image="/images/about/about-hero.svg"
        intro={fill(about.intro, { company: company.name })}
      />

      <PageSection headingId="benefits-heading" heading={about.benefits}>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {about.benefits.items.map((benefit) => (
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

      <section aria-label={about.aims.label} className="bg-white py-14 sm:py-20">
        <div className="container-site grid gap-12 lg:grid-cols-2">
          {aimsIn(about.aims).map((aim) => (
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
            <p className="text-sm font-semibold tracking-wider text-accent-200 uppercase">
              {about.leads.eyebrow}
            </p>
            <h2 id="leads-heading" className="mt-2 text-2xl text-white sm:text-4xl">
              {about.leads.title}
            </h2>
            <p className="mt-3 leading-relaxed text-white/80">{about.leads.text}</p>
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
            {milestonesIn(about.leads.milestones).map((milestone) => (
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

      <PageSection headingId="team-heading" heading={about.team}>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {teamIn(about.team.members).map((member) => (
            <li key={member.id} className="card overflow-hidden text-center">
              <img
                src={member.image}
                alt={fill(about.team.portrait, { name: member.name })}
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
        heading={{ ...about.amenities, intro: fill(about.amenities.intro, { brand: company.shortName }) }}
      >
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {amenitiesIn(about.amenities.names).map((amenity) => (
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

      <CallToAction
        id="family-heading"
        title={fill(about.family.title, { brand: company.shortName })}
        text={fill(about.family.text, { company: company.name })}
        look="brand"
      >
        <Link to={local(paths.properties)} className="btn bg-white text-brand-800 hover:bg-brand-50">
          {about.family.browse}
        </Link>
        <Link to={local(paths.contact)} className="btn border border-white/70 text-white hover:bg-white/10">
          {about.family.contact}
        </Link>
      </CallToAction>
    </>
  );
}
