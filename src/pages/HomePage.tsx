import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { HeroCarousel } from './home/HeroCarousel';

/*
 * The sections below the hero come in a file of their own. The page arrives rendered, and React
 * keeps their HTML as it is while the file loads, then hydrates them: the first screen (header,
 * menu, hero) answers without waiting for the listing cards and their data hooks.
 */
const HomeSections = lazy(() => import('./home/HomeSections'));

/** /: carousel and hero, categories, the first buildings and lands, buying steps, feedback. */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HeroCarousel />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
