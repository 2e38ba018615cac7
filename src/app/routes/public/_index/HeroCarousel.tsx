import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { fill } from '@/lib/i18n/fill';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { splashRemainingMs } from '@/lib/splash';
import { whenIdle } from '@/lib/whenIdle';
import { heroSlidesIn } from './heroSlides';
import { SlideImage } from './SlideImage';

// The slideshow's controls and timer are no part of the first screen: their file loads beside the
// app, not before it. While it loads, React keeps the pre-rendered first slide as it is (the same
// <img>, hydrated once the file is in); on a visit from another page the first slide stands in.
const HeroSlideshow = lazy(async () => ({ default: (await import('./HeroSlideshow')).HeroSlideshow }));

const ENHANCE_WITHIN_MS = 2000;

// The first slide (the LCP element) paints at once as a plain image, with no scroll animation. The
// carousel (the other slides, its controls and timer) waits until idle after the splash, which hides it
// anyway, or until the visitor reaches for it.
export function HeroCarousel() {
  const home = useMessages('home');
  const local = useLocalPath();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    let cancelIdle: () => void = () => undefined;
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => setEnhanced(true), ENHANCE_WITHIN_MS);
    }, splashRemainingMs());
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, []);
  const enhance = () => setEnhanced(true);
  const slides = heroSlidesIn(home.slides);

  return (
    <section
      onPointerEnter={enhance}
      onFocus={enhance}
      onTouchStart={enhance}
      aria-labelledby="home-hero-title"
      className="relative isolate h-[34rem] overflow-hidden bg-ink sm:h-[38rem] lg:h-[40rem]"
    >
      <Suspense
        fallback={
          slides[0] ? (
            <div className="absolute inset-0">
              <SlideImage slide={slides[0]} first />
            </div>
          ) : null
        }
      >
        <HeroSlideshow slides={slides} enhanced={enhanced} labels={home.slideshow} />
      </Suspense>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 z-10 bg-gradient-to-r from-ink/90 via-ink/60 to-ink/10"
      />
      <div className="pointer-events-none absolute inset-0 z-10 flex items-center">
        <div className="container-site pb-16">
          <div className="pointer-events-auto max-w-2xl text-white">
            <p className="text-sm font-semibold tracking-wider text-accent-200 uppercase">
              {fill(home.hero.eyebrow, { company: company.name })}
            </p>
            <h1
              id="home-hero-title"
              className="mt-3 text-4xl leading-tight text-white sm:text-5xl lg:text-6xl"
            >
              {home.hero.title}
            </h1>
            <p className="mt-4 max-w-xl text-base leading-relaxed text-white/90 sm:text-lg">
              {home.hero.text}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={local(paths.about)} className="btn-accent px-6 py-3 text-base">
                {home.hero.about}
              </Link>
              <Link
                to={local(paths.properties)}
                className="btn border border-white/70 px-6 py-3 text-base text-white hover:bg-white/10"
              >
                {home.hero.browse}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
