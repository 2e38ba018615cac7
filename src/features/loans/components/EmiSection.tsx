import { lazy, useId, type ReactNode } from 'react';
import { LoadedNearViewport } from '@/components/LoadedNearViewport';

// Its own file: the calculator loads only as the visitor scrolls near it.
const EmiCalculator = lazy(() => import('./EmiCalculator'));

export interface EmiSectionProps {
  title: string;
  children: ReactNode;
  /** The listing's price, for the loan amount to start from. */
  price?: number;
  className?: string;
}

/**
 * The EMI calculator with its heading and introduction. The page rendered at build shows these
 * and the calculator's card, empty and at its height with results shown at each width, so
 * nothing moves when it arrives.
 */
export function EmiSection({ title, children, price, className = '' }: EmiSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      <div className="mt-2 max-w-2xl leading-relaxed text-ink-soft">{children}</div>
      <div className="card mt-6 min-h-[48rem] sm:min-h-[49rem] lg:min-h-[28.5rem] xl:min-h-[27.5rem]">
        <LoadedNearViewport>
          <EmiCalculator price={price} />
        </LoadedNearViewport>
      </div>
    </section>
  );
}
