import { Link } from 'react-router';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { CallOrWrite } from '@/components/CallOrWrite';
import { TickedPoint } from '@/components/TickedPoint';
import { ChevronRightIcon } from '@/components/icons';
import { NumberedSteps } from '@/components/NumberedSteps';
import { relatedServices, serviceForPath } from '@/features/content/services';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { translatedPageMeta } from '@/lib/pageMeta';
import { usePageAddress } from '@/lib/usePageAddress';
import type { Route } from './+types/services';

/** Discover Properties, Selling Service, Investment Services and Plot Sale Support share this page. */
export const meta: Route.MetaFunction = ({ location }) => {
  const service = serviceForPath(location.pathname);
  return translatedPageMeta(location.pathname, 'services', (t) => ({
    title: t.services[service.key].title,
    description: t.services[service.key].summary,
    path: service.path,
  }));
};

export default function ServicePage() {
  const { pathname } = usePageAddress();
  const t = useMessages('services');
  const local = useLocalPath();
  const service = serviceForPath(pathname);
  const words = t.services[service.key];
  const related = relatedServices(service);

  return (
    <>
      <PageHero title={words.title} eyebrow={t.eyebrow} image={service.image} intro={words.summary} />

      <section className="container-site grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.6fr_1fr]">
        <div>
          <h2 className="text-2xl sm:text-3xl">{t.howWeHelp}</h2>
          {words.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-ink-soft">
              {paragraph}
            </p>
          ))}
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {words.offerings.map((offering) => (
              <TickedPoint key={offering.title} point={offering} className="card p-5" />
            ))}
          </ul>
        </div>
        <aside
          aria-labelledby="steps-heading"
          className="self-start rounded-2xl bg-ink p-6 text-white sm:p-8"
        >
          <h2 id="steps-heading" className="text-2xl text-white">
            {t.howItWorks}
          </h2>
          <NumberedSteps steps={words.steps} tone="dark" className="mt-6 space-y-5" />
          <div className="mt-8 border-t border-white/15 pt-6">
            <p className="text-sm text-white/80">{t.speakToAdviser}</p>
            <CallOrWrite
              label={t.sendMessage}
              phoneClassName="mt-2"
              buttonClassName="bg-accent-600 text-white hover:bg-accent-700"
            />
          </div>
        </aside>
      </section>

      <PageSection
        band
        headingId="related-heading"
        heading={{ eyebrow: t.relatedEyebrow, title: t.relatedTitle, intro: t.relatedIntro }}
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {related.map((other) => (
            <li key={other.path}>
              <Link
                to={local(other.path)}
                className="group card flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lift"
              >
                <img
                  src={other.image}
                  alt=""
                  width={400}
                  height={240}
                  loading="lazy"
                  className="aspect-[5/3] w-full bg-brand-50 object-cover"
                />
                <span className="flex flex-1 flex-col p-5">
                  <span className="font-display text-xl text-ink group-hover:text-brand-700">
                    {t.services[other.key].title}
                  </span>
                  <span className="mt-2 flex-1 text-sm leading-relaxed text-ink-soft">
                    {t.services[other.key].summary}
                  </span>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                    {t.learnMore}
                    <ChevronRightIcon className="h-4 w-4" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
