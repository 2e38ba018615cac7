import { useEffect, useEffectEvent, useState } from 'react';
import { prefersReducedMotion } from './useScrollAnimations';

export interface SlideTimer {
  /** How long each slide shows before the next one. */
  delayMs: number;
  /** A pointer over the carousel holds the slide (a card's photos, which a buyer looks at). */
  pauseOnHover?: boolean;
}

/**
 * A slideshow's state and its autoplay: the slide on show, how far the visitor has come (later
 * slides load their image only when reached), play and pause. The autoplay is one timer per slide,
 * armed only while the show plays, is on screen and is not hovered, and only once `advance` is given
 * (the carousel that moves the slides is ready): no frame loop, no timer while nothing moves.
 * `shown(index)` records the slide the carousel now shows, whoever moved it.
 */
export function useSlideShow({
  delayMs,
  pauseOnHover = false,
  advance,
}: SlideTimer & { advance?: () => void }) {
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [active, setActive] = useState(0);
  const [reach, setReach] = useState(1);
  const [hovered, setHovered] = useState(false);
  const [onScreen, setOnScreen] = useState(true);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const ready = advance !== undefined;
  const step = useEffectEvent(() => advance?.());

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
    if (!ready || !playing || hovered || !onScreen) return;
    const timer = window.setTimeout(step, delayMs);
    return () => window.clearTimeout(timer);
  }, [ready, playing, hovered, onScreen, active, delayMs]);

  const togglePlay = () => setPlaying((current) => !current);
  const shown = (index: number) => {
    setActive(index);
    setReach((current) => Math.max(current, index + 1));
  };
  /** Spread on the element around the carousel: it is watched for being on screen (and hovered). */
  const regionProps = {
    ref: setRegion,
    ...(pauseOnHover ? { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) } : {}),
  };
  return { playing, active, reach, togglePlay, shown, regionProps };
}
