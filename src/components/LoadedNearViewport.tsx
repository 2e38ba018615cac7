import { Suspense, type ReactNode } from 'react';
import { LOAD_AHEAD_PX, useNearViewport } from '@/lib/useNearViewport';

/**
 * Shows `children` (a lazy component, as a rule) only once the visitor scrolls near this place:
 * a section at the foot of a page loads its code and data as the visitor gets there.
 */
export function LoadedNearViewport({ children }: { children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(LOAD_AHEAD_PX);
  return <div ref={ref}>{near ? <Suspense fallback={null}>{children}</Suspense> : null}</div>;
}
