import { Link } from 'react-router';
import { CalendarIcon } from '@/components/listingIcons';
import { PhoneLink } from '@/components/PhoneLink';
import { ChevronRightIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/upcoming-projects';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'New Listings Coming Soon',
    description:
      'New Kalinga Habitats homes and plots around Bhubaneswar are on their way: talk to us to hear first.',
    path: paths.upcomingProjects,
  });

const TITLE = 'New Listings Coming Soon';

/** /upcoming-projects: a placeholder until new listings are announced. */
export default function ComingSoonPage() {
  return (
    <section className="container-site py-16 sm:py-24">
      <div className="mx-auto grid max-w-5xl items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">
            <CalendarIcon className="h-4 w-4" />
            Launching soon
          </p>
          <h1 className="mt-4 text-4xl leading-tight sm:text-5xl">{TITLE}</h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">
            We are preparing new flats, duplex homes and plots around Bhubaneswar. Call us to hear about them
            first, or browse what is available today.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.properties} className="btn-primary px-6 py-3">
              Browse Properties
              <ChevronRightIcon className="h-4 w-4" />
            </Link>
            <PhoneLink className="btn-outline px-6 py-3" iconClassName="h-4 w-4" />
          </div>
        </div>
        <img
          src="/images/community.svg"
          alt=""
          width={560}
          height={420}
          fetchPriority="high"
          className="h-auto w-full rounded-2xl bg-brand-50 shadow-card"
        />
      </div>
    </section>
  );
}
