import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { prefersReducedMotion } from './useScrollAnimations';

export interface SlideTimer {
  /** How long each slide shows before the next one. */
  delayMs: number;
  /** A pointer over the carousel holds the slide (a card's photos, which a buyer looks at). */
  pauseOnHover?: boolean;
}

/**
 * A carousel's controls and its autoplay. The autoplay is one timer per slide, armed only while
 * the carousel plays, is on screen and is not hovered: swiper's own Autoplay module counts the
 * time left in a requestAnimationFrame loop that runs for as long as it plays, on screen or not,
 * and kept the main thread of every page with a carousel busy on every frame.
 */
export function useSwiperControls({ delayMs, pauseOnHover = false }: SlideTimer) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [active, setActive] = useState(0);
  const [reach, setReach] = useState(1);
  const [hovered, setHovered] = useState(false);
  const [onScreen, setOnScreen] = useState(true);
  const [region, setRegion] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!region || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(region);
    return () => observer.disconnect();
  }, [region]);

  // Armed again whenever the slide changes, by the timer or by hand, so each slide gets its full time.
  useEffect(() => {
    if (!swiper || !playing || hovered || !onScreen) return;
    const timer = window.setTimeout(() => {
      if (!swiper.destroyed) swiper.slideNext();
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [swiper, playing, hovered, onScreen, active, delayMs]);

  const togglePlay = () => setPlaying((current) => !current);
  const swiperEvents = {
    onSwiper: setSwiper,
    onSlideChange: (instance: SwiperInstance) => {
      setActive(instance.realIndex);
      setReach((current) => Math.max(current, instance.realIndex + 1));
    },
  };
  /** Spread on the element around the carousel: it is watched for being on screen (and hovered). */
  const regionProps = {
    ref: setRegion,
    ...(pauseOnHover ? { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) } : {}),
  };
  return { swiper, playing, active, reach, togglePlay, swiperEvents, regionProps };
}
