import { lazy, Suspense } from 'react';
import { HeroCarousel } from './HeroCarousel';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/seo';
import { startRead } from '@/app/routeReads';
import type { Route } from './+types/route';

/** Without a build-time loader the build would render the loading fallback instead of the page. */
export function loader() {
  return null;
}

/*
 * Coming from another page, the lists below the hero are asked for at once. A first visit hydrates
 * the built page without this, and each section asks as it nears the screen. The query options
 * come with the sections' file, not the page's: the first screen shows none of these lists.
 */
export async function clientLoader() {
  const [buildings, lands, blogs] = await Promise.all([
    import('@/features/buildings/hooks'),
    import('@/features/lands/hooks'),
    import('@/features/blogs/hooks'),
  ]);
  startRead(buildings.buildingQueries.all());
  startRead(lands.landQueries.all());
  startRead(blogs.blogQueries.all());
  return null;
}

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: `${company.name} | ${company.tagline}`,
    fullTitle: true,
    description:
      'Kalinga Habitats sells flats, duplex homes and lands around Bhubaneswar, Odisha. Browse buildings, lands and projects and talk to our team.',
    path: paths.home,
  });

// React keeps these sections' prerendered HTML while their file loads, so the first screen (header,
// menu, hero) answers without waiting for the listing cards and their data hooks.
const HomeSections = lazy(() => import('./HomeSections'));

export default function HomePage() {
  return (
    <>
      <HeroCarousel />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
