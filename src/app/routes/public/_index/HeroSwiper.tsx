import type { KeyboardEvent } from 'react';
import { EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/icons';
import { HOME_SLIDE_INTERVAL_MS } from '@/config/constants';
import { useSwiperControls } from '@/lib/useSwiperControls';
import type { HeroSlide } from './heroSlides';
import { SlideImage } from './SlideImage';

const FADE_MS = 900;

/** Its own chunk, so swiper loads after the first slide shows. */
export default function HeroSwiper({ slides }: { slides: readonly HeroSlide[] }) {
  const { swiper, playing, active, reach, togglePlay, swiperEvents, regionProps } = useSwiperControls({
    delayMs: HOME_SLIDE_INTERVAL_MS,
  });

  const show = (index: number) => swiper?.slideTo((index + slides.length) % slides.length);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') show(active + 1);
    else if (event.key === 'ArrowLeft') show(active - 1);
  };

  return (
    // Keyboard arrows are a shortcut; every action also has its own button below.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Featured homes"
      className="absolute inset-0"
      onKeyDown={onKeyDown}
      {...regionProps}
    >
      <Swiper
        modules={[EffectFade]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        speed={FADE_MS}
        rewind
        allowTouchMove
        {...swiperEvents}
        className="h-full w-full"
      >
        {slides.map((slide, index) => (
          <SwiperSlide
            key={slide.image}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            aria-hidden={index !== active}
          >
            {index <= reach ? <SlideImage slide={slide} first={index === 0} /> : null}
          </SwiperSlide>
        ))}
      </Swiper>

      <div className="absolute inset-x-0 bottom-4 z-20 flex justify-center sm:bottom-6">
        <div className="flex items-center gap-1 rounded-full bg-ink/70 px-2 py-1.5 text-white backdrop-blur-sm">
          <button
            type="button"
            onClick={() => show(active - 1)}
            className="rounded-full p-2 hover:bg-white/15"
            aria-label="Previous slide"
          >
            <ChevronLeftIcon className="h-5 w-5" />
          </button>
          <button
            type="button"
            onClick={togglePlay}
            className="rounded-full p-2 hover:bg-white/15"
            aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          >
            {playing ? <PauseIcon className="h-5 w-5" /> : <PlayIcon className="h-5 w-5" />}
          </button>
          <button
            type="button"
            onClick={() => show(active + 1)}
            className="rounded-full p-2 hover:bg-white/15"
            aria-label="Next slide"
          >
            <ChevronRightIcon className="h-5 w-5" />
          </button>
          <span className="mx-1 h-5 w-px bg-white/30" aria-hidden="true" />
          <div className="flex items-center">
            {slides.map((slide, index) => (
              <button
                key={slide.image}
                type="button"
                onClick={() => show(index)}
                aria-label={`Show slide ${index + 1}`}
                aria-current={index === active ? 'true' : undefined}
                className="group flex h-8 w-6 items-center justify-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${
                    index === active ? 'w-5 bg-white' : 'w-2 bg-white/55 group-hover:bg-white/80'
                  }`}
                />
              </button>
            ))}
          </div>
        </div>
      </div>
      {/* Announces the slide only while paused, so autoplay does not talk over the page. */}
      <p className="sr-only" aria-live={playing ? 'off' : 'polite'}>
        {`Slide ${active + 1} of ${slides.length}: ${slides[active]?.caption ?? ''}`}
      </p>
    </div>
  );
}
