import { Link } from 'react-router';
import { PageHero } from '@/components/PageHero';
import { PhoneLink } from '@/components/PhoneLink';
import { paths } from '@/config/paths';
import { Accordion } from '@/features/content/components/Accordion';
import { callbackPromise, faqs } from '@/features/content/faqs';
import { publicPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/faqs';

export const meta: Route.MetaFunction = () =>
  publicPageMeta(
    {
      title: 'Frequently Asked Questions',
      description:
        'Answers to common questions about buying flats, homes and land with Kalinga Habitats: bookings, loans, approvals and site visits.',
      path: paths.faqs,
    },
    { faqs },
  );

export default function FaqPage() {
  return (
    <>
      <PageHero title="Frequently Asked Questions" eyebrow="Help centre">
        <p>Answers to what buyers, sellers and investors ask us most often.</p>
      </PageHero>

      <div className="container-site grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.7fr_1fr]">
        <section aria-labelledby="questions-heading">
          <h2 id="questions-heading" className="mb-6 text-2xl sm:text-3xl">
            Common questions
          </h2>
          <Accordion items={faqs} initiallyOpen={0} />
        </section>

        <aside
          aria-labelledby="callback-heading"
          className="self-start rounded-2xl bg-brand-700 p-6 text-white sm:p-8"
        >
          <h2 id="callback-heading" className="text-2xl text-white">
            Our call-back promise
          </h2>
          <p className="mt-3 leading-relaxed text-white/90">{callbackPromise}</p>
          <PhoneLink
            className="mt-6 inline-flex items-center gap-2 text-lg font-semibold text-white hover:underline"
            iconClassName="h-5 w-5"
          />
          <Link to={paths.contact} className="btn mt-5 w-full bg-white text-brand-800 hover:bg-brand-50">
            Send an enquiry
          </Link>
        </aside>
      </div>
    </>
  );
}
