import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { prefersReducedMotion } from './useScrollAnimations';

/**
 * What the site's autoplaying carousels share: the slide shown, how far the visitor has got (images
 * load one slide ahead of it, not all at once), and Pause/Play, paused from the start under
 * reduced motion. Spread `swiperEvents` on the <Swiper>.
 */
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
