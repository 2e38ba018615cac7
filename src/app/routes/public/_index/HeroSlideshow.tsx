import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { SlideDots } from '@/components/SlideDots';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/icons';
import { HOME_SLIDE_INTERVAL_MS } from '@/config/constants';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import { useSlideShow } from '@/lib/useSlideShow';
import type { HeroSlide } from './heroSlides';
import { SlideImage } from './SlideImage';

/** How far a finger must travel across the hero to change the slide. */
const SWIPE_PX = 40;

/**
 * The home page's hero: full-bleed slides that cross-fade, stacked in place. The build writes the
 * first slide alone; once `enhanced`, the same element becomes the carousel (the other slides, the
 * controls, the timer), so the image on screen is never replaced and no layout is measured. A fade
 * needs no slide physics: this is CSS opacity and a timer, not a carousel library.
 */
export function HeroSlideshow({
  slides,
  enhanced,
  labels,
}: {
  slides: readonly HeroSlide[];
  enhanced: boolean;
  /** The controls' words in the page's language. */
  labels: Messages<'home'>['slideshow'];
}) {
  const words = labels;
  const count = slides.length;
  const { playing, active, reach, togglePlay, shown, regionProps } = useSlideShow({
    delayMs: HOME_SLIDE_INTERVAL_MS,
    advance: enhanced ? () => shown((active + 1) % count) : undefined,
  });
  const swipeFrom = useRef<number | null>(null);

  const show = (index: number) => shown((index + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') show(active + 1);
    else if (event.key === 'ArrowLeft') show(active - 1);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
    show(event.clientX < from ? active + 1 : active - 1);
  };
  const carousel = enhanced
    ? {
        role: 'region',
        'aria-roledescription': 'carousel',
        'aria-label': words.label,
        onKeyDown,
        onPointerDown,
        onPointerUp,
        ...regionProps,
      }
    : {};

  return (
    // Keyboard arrows and swipes are shortcuts; every action also has its own button below.
    <div className="absolute inset-0 touch-pan-y" {...carousel}>
      {slides.map((slide, index) =>
        index === 0 || enhanced ? (
          <div
            key={slide.image}
            {...(enhanced
              ? {
                  role: 'group',
                  'aria-roledescription': 'slide',
                  'aria-label': fill(words.slide, { index: index + 1, count }),
                  'aria-hidden': index !== active,
                }
              : {})}
            className={`absolute inset-0 transition-opacity duration-900 ease-in-out motion-reduce:transition-none ${
              index === active ? 'opacity-100' : 'opacity-0'
            }`}
          >
            {index < reach ? <SlideImage slide={slide} first={index === 0} /> : null}
          </div>
        ) : null,
      )}

      {enhanced ? (
        <>
          <div className="absolute inset-x-0 bottom-4 z-20 flex justify-center sm:bottom-6">
            <div className="flex items-center gap-1 rounded-full bg-ink/70 px-2 py-1.5 text-white backdrop-blur-sm">
              <button
                type="button"
                onClick={() => show(active - 1)}
                className="rounded-full p-2 hover:bg-white/15"
                aria-label={words.previous}
              >
                <ChevronLeftIcon className="h-5 w-5" />
              </button>
              <button
                type="button"
                onClick={togglePlay}
                className="rounded-full p-2 hover:bg-white/15"
                aria-label={playing ? words.pause : words.play}
              >
                {playing ? <PauseIcon className="h-5 w-5" /> : <PlayIcon className="h-5 w-5" />}
              </button>
              <button
                type="button"
                onClick={() => show(active + 1)}
                className="rounded-full p-2 hover:bg-white/15"
                aria-label={words.next}
              >
                <ChevronRightIcon className="h-5 w-5" />
              </button>
              <span className="mx-1 h-5 w-px bg-white/30" aria-hidden="true" />
              <div className="flex items-center">
                <SlideDots
                  count={count}
                  active={active}
                  onShow={show}
                  labelOf={(index) => fill(words.show, { index: index + 1 })}
                />
              </div>
            </div>
          </div>
          {/* Announces the slide only while paused, so autoplay does not talk over the page. */}
          <p className="sr-only" aria-live={playing ? 'off' : 'polite'}>
            {fill(words.announce, { index: active + 1, count, caption: slides[active]?.caption ?? '' })}
          </p>
        </>
      ) : null}
    </div>
  );
}
