import { lazy, Suspense } from 'react';
import { WordsLoadedLater } from '@/components/WordsLoadedLater';
import { HeroCarousel } from './HeroCarousel';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { fill } from '@/lib/i18n/fill';
import { translatedPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/route';

// Answers nothing; kept so the home page hydrates as a data route, as the other public pages do.
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ location }) =>
  translatedPageMeta(location.pathname, 'home', (home) => ({
    title: fill(home.title, { company: company.name }),
    fullTitle: true,
    description: home.description,
    path: paths.home,
  }));

// React keeps these sections' prerendered HTML while their file loads, so the first screen (header,
// menu, hero) answers without waiting for the listing cards and their data hooks.
const HomeSections = lazy(() => import('./HomeSections'));

export default function HomePage() {
  return (
    <>
      <HeroCarousel />
      <WordsLoadedLater>
        <Suspense fallback={null}>
          <HomeSections />
        </Suspense>
      </WordsLoadedLater>
    </>
  );
}
