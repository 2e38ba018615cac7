import { Suspense, type ReactNode } from 'react';
import { LOAD_AHEAD_PX, useNearViewport } from '@/lib/useNearViewport';

export function LoadedNearViewport({ children }: { children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(LOAD_AHEAD_PX);
  return <div ref={ref}>{near ? <Suspense fallback={null}>{children}</Suspense> : null}</div>;
}
