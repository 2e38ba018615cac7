import { lazy, Suspense } from 'react';
import { HeroCarousel } from './HeroCarousel';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/seo';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: `${company.name} | ${company.tagline}`,
    fullTitle: true,
    description:
      'Kalinga Habitats sells flats, duplex homes and lands around Bhubaneswar, Odisha. Browse buildings, lands and projects and talk to our team.',
    path: paths.home,
  });

/*
 * The sections below the hero come in a file of their own. The page arrives rendered, and React
 * keeps their HTML as it is while the file loads, then hydrates them: the first screen (header,
 * menu, hero) answers without waiting for the listing cards and their data hooks.
 */
const HomeSections = lazy(() => import('./HomeSections'));

/** /: carousel and hero, categories, the first buildings and lands, buying steps, feedback. */
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
