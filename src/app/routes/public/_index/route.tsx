import { lazy, Suspense } from 'react';
import { HeroCarousel } from './HeroCarousel';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/route';

// Answers nothing; kept so the home page hydrates as a data route, as the other public pages do.
export function loader() {
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
