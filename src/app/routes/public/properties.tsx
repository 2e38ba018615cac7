import type { ShouldRevalidateFunction } from 'react-router';
import { HydrationBoundary } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { buildingQueries } from '@/features/buildings/hooks';
import { landQueries } from '@/features/lands/hooks';
import { prerenderQuery } from '@/lib/prerenderQuery';
import { publicPageMeta } from '@/lib/seo';
import { PropertiesPage } from '@/pages/PropertiesPage';
import { toPropertyKind } from '@/pages/properties/propertiesUrl';
import { queryClient } from '@/app/queryClient';
import type { Route } from './+types/properties';

/** At build time: the buildings (the toggle's default), rendered into the page's HTML. */
export async function loader() {
  return { prerendered: await prerenderQuery(buildingQueries.all()) };
}

/** In the browser: the list the toggle shows is asked for while the page's code loads. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const kind = toPropertyKind(new URL(request.url).searchParams.get('type') ?? '');
  if (kind === 'land') void queryClient.prefetchQuery(landQueries.all());
  else void queryClient.prefetchQuery(buildingQueries.all());
  return { prerendered: undefined };
}

/** The toggle and the search change the query: the lists refetch themselves, no reload needed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'Properties',
    description:
      'Flats, duplex homes and lands for sale around Bhubaneswar, Cuttack and Puri: browse buildings and plots and send an inquiry.',
    path: paths.properties,
  });

export default function PropertiesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.prerendered}>
      <PropertiesPage />
    </HydrationBoundary>
  );
}
