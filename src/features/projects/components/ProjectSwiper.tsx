import { Swiper, SwiperSlide } from 'swiper/react';
import { PauseIcon, PlayIcon } from '@/components/icons';
import { CARD_OF_THREE } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { PROJECT_SLIDER_AUTOPLAY_MS, PROJECT_SLIDER_SPEED_MS } from '@/config/constants';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';
import { useSwiperControls } from '@/lib/useSwiperControls';

// A visible Pause/Play button stops it (WCAG 2.2.2). Its own chunk: swiper loads once a card with
// several photos shows.
export default function ProjectSwiper({ images, name }: { images: readonly string[]; name: string }) {
  const { playing, active, reach, togglePlay, swiperEvents, regionProps } = useSwiperControls({
    delayMs: PROJECT_SLIDER_AUTOPLAY_MS,
    pauseOnHover: true,
  });
  const total = images.length;
  const { card: words } = useMessages('listings').project;

  return (
    <div className="relative" {...regionProps}>
      <Swiper rewind speed={PROJECT_SLIDER_SPEED_MS} {...swiperEvents} className="aspect-[4/3] w-full">
        {images.map((url, index) => (
          <SwiperSlide key={`${url}-${index}`} aria-hidden={index !== active}>
            {index <= reach ? (
              <SafeImage
                src={url}
                alt={fill(words.photo, { name, index: index + 1, total })}
                width={480}
                height={360}
                slot={CARD_OF_THREE}
                className="h-full w-full"
              />
            ) : null}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="absolute right-3 bottom-3 z-10 flex items-center gap-2 rounded-full bg-ink/75 py-1 pr-1 pl-3 text-xs font-semibold text-white">
        <span aria-hidden="true">
          {active + 1} / {total}
        </span>
        <button
          type="button"
          onClick={togglePlay}
          aria-label={fill(playing ? words.pause : words.play, { name })}
          className="rounded-full p-1.5 hover:bg-white/20"
        >
          {playing ? <PauseIcon className="h-4 w-4" /> : <PlayIcon className="h-4 w-4" />}
        </button>
      </div>
    </div>
  );
}
