import { Link } from 'react-router';
import { CalendarIcon } from '@/components/listingIcons';
import { PhoneLink } from '@/components/PhoneLink';
import { ChevronRightIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { namedPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/upcoming-projects';

export const meta: Route.MetaFunction = ({ location }) =>
  namedPageMeta(location.pathname, 'upcoming', paths.upcomingProjects);

/** /upcoming-projects: a placeholder until new listings are announced. */
export default function ComingSoonPage() {
  const upcoming = useMessages('upcoming');
  const local = useLocalPath();
  return (
    <section className="container-site py-16 sm:py-24">
      <div className="mx-auto grid max-w-5xl items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">
            <CalendarIcon className="h-4 w-4" />
            {upcoming.launching}
          </p>
          <h1 className="mt-4 text-4xl leading-tight sm:text-5xl">{upcoming.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">{upcoming.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={local(paths.properties)} className="btn-primary px-6 py-3">
              {upcoming.browse}
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
