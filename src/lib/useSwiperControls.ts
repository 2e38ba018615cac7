import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useSlideShow, type SlideTimer } from './useSlideShow';

export type { SlideTimer } from './useSlideShow';

/**
 * A swiper carousel's controls and its autoplay (useSlideShow's timer, not swiper's own Autoplay
 * module, which counts the time left in a requestAnimationFrame loop that runs for as long as it
 * plays, on screen or not, and kept the main thread of every page with a carousel busy).
 */
export function useSwiperControls(timer: SlideTimer) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const { playing, active, reach, togglePlay, shown, regionProps } = useSlideShow({
    ...timer,
    advance: swiper
      ? () => {
          if (!swiper.destroyed) swiper.slideNext();
        }
      : undefined,
  });
  const swiperEvents = {
    onSwiper: setSwiper,
    onSlideChange: (instance: SwiperInstance) => shown(instance.realIndex),
  };
  return { swiper, playing, active, reach, togglePlay, swiperEvents, regionProps };
}
