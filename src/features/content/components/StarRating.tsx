import { StarIcon } from '@/components/listingIcons';
import { fill } from '@/lib/i18n/fill';

/** The stars' colours: on a light card, or on a dark panel. */
const TONES = {
  light: { on: 'fill-accent-400 text-accent-500', off: 'text-ink/25' },
  dark: { on: 'fill-accent-300 text-accent-300', off: 'text-white/30' },
} as const;

interface StarRatingProps {
  rating: number;
  max: number;
  label: string;
  tone?: keyof typeof TONES;
  className?: string;
}

/**
 * A rating as stars, read aloud as `label` ('Rated {rating} out of {max}'), which the page gives in
 * its language.
 */
export function StarRating({
  rating,
  max,
  label,
  tone = 'light',
  className = 'inline-flex gap-0.5',
}: StarRatingProps) {
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  const look = TONES[tone];
  return (
    <span role="img" aria-label={fill(label, { rating: filled, max })} className={className}>
      {Array.from({ length: max }, (_, index) => (
        <StarIcon key={index} className={`h-5 w-5 ${index < filled ? look.on : look.off}`} />
      ))}
    </span>
  );
}
