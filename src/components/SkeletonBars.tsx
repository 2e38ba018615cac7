import { Skeleton } from './Skeleton';

/** Placeholder bars one under another, one per class list, standing for lines still being read. */
export function SkeletonBars({ shapes }: { shapes: readonly string[] }) {
  return shapes.map((shape, index) => <Skeleton key={index} className={shape} />);
}
