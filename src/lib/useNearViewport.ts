import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `marginPx` of the viewport, and from then on: a section
 * below the fold loads what it shows as the visitor approaches it, not while the top of the page
 * paints. Where the browser cannot tell (no IntersectionObserver), it is true at once.
 */
export function useNearViewport<Target extends Element>(marginPx: number) {
  const ref = useRef<Target>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = ref.current;
    if (near || !target) return;
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
  }, [near, marginPx]);
  return [ref, near] as const;
}
