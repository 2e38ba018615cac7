import { Link } from 'react-router';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { CallToAction } from '@/components/CallToAction';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { fill } from '@/lib/i18n/fill';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { namedPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/communities';

export const meta: Route.MetaFunction = ({ location }) =>
  namedPageMeta(location.pathname, 'communities', paths.communities);

function CardList({ items }: { items: readonly { name: string; text: string }[] }) {
  return (
    <ul className="mt-10 grid gap-5 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.name} className="card p-6">
          <h3 className="text-xl">{item.name}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export default function CommunityPage() {
  const communities = useMessages('communities');
  const local = useLocalPath();
  const { neighbourhoods, events, responsibility, join } = communities;
  return (
    <>
      <PageHero
        title={communities.title}
        eyebrow={communities.eyebrow}
        image="/images/community.svg"
        intro={fill(communities.intro, { company: company.name })}
      />

      <PageSection headingId="neighbourhoods-heading" heading={neighbourhoods}>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {neighbourhoods.areas.map((area) => (
            <li key={area.name} className="card border-l-4 border-accent-500 p-6">
              <h3 className="text-xl">{area.name}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{area.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection band headingId="events-heading" heading={events}>
        <CardList items={events.items} />
      </PageSection>

      <PageSection headingId="csr-heading" heading={responsibility}>
        <CardList items={responsibility.items} />
      </PageSection>

      <CallToAction id="join-heading" title={join.title} text={join.text} look="band">
        <Link to={local(paths.properties)} className="btn bg-accent-600 text-white hover:bg-accent-700">
          {join.properties}
        </Link>
        <Link to={local(paths.gallery)} className="btn border border-white/70 text-white hover:bg-white/10">
          {join.gallery}
        </Link>
      </CallToAction>
    </>
  );
}
