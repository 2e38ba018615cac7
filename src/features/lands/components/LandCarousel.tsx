import { useState, type KeyboardEvent } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { SlideDots } from '@/components/SlideDots';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { LandIcon } from '@/components/listingIcons';
import { RECORD_PHOTO } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';

/** The land's photos; `nameLang` marks its name as the backend's where the name is its own alt text. */
export function LandCarousel({
  images,
  name,
  nameLang,
}: {
  images: readonly string[];
  name: string;
  nameLang?: 'en';
}) {
  const { carousel: words } = useMessages('land');
  const { photo } = useMessages('record').gallery;
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [reach, setReach] = useState(1);
  const total = images.length;

  if (total === 0) {
    return (
      <div className="flex aspect-[16/10] flex-col items-center justify-center gap-3 rounded-2xl bg-sand-dark text-ink-muted shadow-card">
        <LandIcon className="h-12 w-12" />
        <p className="font-medium">{words.empty}</p>
      </div>
    );
  }

  const show = (index: number) => swiper?.slideTo((index + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') show(active + 1);
    else if (event.key === 'ArrowLeft') show(active - 1);
  };

  return (
    // Arrow keys are a shortcut; every action also has its own button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="region"
      aria-roledescription={words.carousel}
      aria-label={fill(words.label, { name })}
      className="relative overflow-hidden rounded-2xl bg-sand-dark shadow-card"
      onKeyDown={onKeyDown}
    >
      <Swiper
        rewind
        speed={500}
        onSwiper={setSwiper}
        onSlideChange={(instance) => {
          setActive(instance.realIndex);
          setReach((current) => Math.max(current, instance.realIndex + 1));
        }}
        className="aspect-[16/10] w-full"
      >
        {images.map((url, index) => (
          <SwiperSlide
            key={`${url}-${index}`}
            role="group"
            aria-roledescription={words.slide}
            aria-label={fill(words.slideOf, { number: index + 1, total })}
            aria-hidden={index !== active}
          >
            {index <= reach ? (
              <SafeImage
                src={url}
                alt={total > 1 ? fill(photo.numbered, { name, number: index + 1, total }) : name}
                lang={total > 1 ? undefined : nameLang}
                width={1200}
                height={750}
                slot={RECORD_PHOTO}
                priority={index === 0}
                className="h-full w-full"
              />
            ) : null}
          </SwiperSlide>
        ))}
      </Swiper>
      {total > 1 ? (
        <>
          <button
            type="button"
            onClick={() => show(active - 1)}
            aria-label={photo.previous}
            className="absolute top-1/2 left-3 z-10 -translate-y-1/2 rounded-full bg-white/90 p-2 text-ink shadow-card hover:bg-white"
          >
            <ChevronLeftIcon className="h-5 w-5" />
          </button>
          <button
            type="button"
            onClick={() => show(active + 1)}
            aria-label={photo.next}
            className="absolute top-1/2 right-3 z-10 -translate-y-1/2 rounded-full bg-white/90 p-2 text-ink shadow-card hover:bg-white"
          >
            <ChevronRightIcon className="h-5 w-5" />
          </button>
          <div className="absolute inset-x-0 bottom-3 z-10 flex justify-center">
            <div className="flex rounded-full bg-ink/70 px-2">
              <SlideDots
                count={total}
                active={active}
                onShow={show}
                labelOf={(index) => fill(words.show, { number: index + 1 })}
              />
            </div>
          </div>
          <p className="sr-only" aria-live="polite">
            {fill(words.current, { number: active + 1, total })}
          </p>
        </>
      ) : null}
    </div>
  );
}
