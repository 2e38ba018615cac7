import type { ComponentType } from 'react';

interface LoadingCardsProps {
  /** Said once to a screen reader while the list loads. */
  label: string;
  count: number;
  Skeleton: ComponentType;
  /** The list's own grid, so the cards land where they will stand. */
  className: string;
}

/** A list's place while it loads: its cards' skeletons in its grid, and the wait said once. */
export function LoadingCards({ label, count, Skeleton, className }: LoadingCardsProps) {
  return (
    <div className={className} aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} />
      ))}
    </div>
  );
}
