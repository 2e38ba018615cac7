import { useEffect, useRef, useState } from 'react';

export const LOAD_AHEAD_PX = 300;

export function useNearViewport<Target extends Element>(marginPx: number, watch = true) {
  const ref = useRef<Target>(null);
  // False in the HTML rendered at build time too, so that the page hydrates as it was rendered.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = ref.current;
    if (near || !watch || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      const frame = requestAnimationFrame(() => setNear(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, marginPx, watch]);
  return [ref, near] as const;
}
