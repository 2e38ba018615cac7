import { StarIcon } from '@/components/listingIcons';
import { fill } from '@/lib/i18n/fill';

/**
 * A rating as stars, read aloud as `label` ('Rated {rating} out of {max}'), which the page gives in
 * its language.
 */
export function StarRating({ rating, max, label }: { rating: number; max: number; label: string }) {
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <span role="img" aria-label={fill(label, { rating: filled, max })} className="inline-flex gap-0.5">
      {Array.from({ length: max }, (_, index) => (
        <StarIcon
          key={index}
          className={`h-5 w-5 ${index < filled ? 'fill-accent-400 text-accent-500' : 'text-ink/25'}`}
        />
      ))}
    </span>
  );
}
