import { useState } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { PauseIcon, PlayIcon } from '../../../../components/icons';
import { SafeImage } from '../../../../components/SafeImage';
import { PROJECT_SLIDER_AUTOPLAY_MS, PROJECT_SLIDER_SPEED_MS } from '../../../../config/constants';
import { prefersReducedMotion } from '../../../../lib/useScrollAnimations';

/**
 * A project card's photos, changing every 3000 ms at a 500 ms slide. A visible Pause/Play button
 * stops it (WCAG 2.2.2); it also rests while the pointer is over it, and starts paused under
 * reduced motion.
 */
export function ProjectSlider({ images, name }: { images: readonly string[]; name: string }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [active, setActive] = useState(0);
  const [reach, setReach] = useState(1);
  const total = images.length;

  if (total <= 1) {
    return (
      <SafeImage src={images[0]} alt={name} width={480} height={360} className="aspect-[4/3] h-auto w-full" />
    );
  }

  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <div className="relative">
      <Swiper
        modules={[Autoplay]}
        rewind
        speed={PROJECT_SLIDER_SPEED_MS}
        autoplay={{
          delay: PROJECT_SLIDER_AUTOPLAY_MS,
          disableOnInteraction: false,
          pauseOnMouseEnter: true,
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          if (!playing) instance.autoplay.stop();
        }}
        onSlideChange={(instance) => {
          setActive(instance.realIndex);
          setReach((current) => Math.max(current, instance.realIndex + 1));
        }}
        className="aspect-[4/3] w-full"
      >
        {images.map((url, index) => (
          <SwiperSlide key={`${url}-${index}`} aria-hidden={index !== active}>
            {index <= reach ? (
              <SafeImage
                src={url}
                alt={`${name}, photo ${index + 1} of ${total}`}
                width={480}
                height={360}
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
          onClick={toggle}
          aria-label={`${playing ? 'Pause' : 'Play'} photos of ${name}`}
          className="rounded-full p-1.5 hover:bg-white/20"
        >
          {playing ? <PauseIcon className="h-4 w-4" /> : <PlayIcon className="h-4 w-4" />}
        </button>
      </div>
    </div>
  );
}
