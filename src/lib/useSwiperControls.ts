import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { prefersReducedMotion } from './useScrollAnimations';

export function useSwiperControls() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [active, setActive] = useState(0);
  const [reach, setReach] = useState(1);

  const togglePlay = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };
  const swiperEvents = {
    onSwiper: (instance: SwiperInstance) => {
      setSwiper(instance);
      if (!playing) instance.autoplay.stop();
    },
    onSlideChange: (instance: SwiperInstance) => {
      setActive(instance.realIndex);
      setReach((current) => Math.max(current, instance.realIndex + 1));
    },
  };
  return { swiper, playing, active, reach, togglePlay, swiperEvents };
}
