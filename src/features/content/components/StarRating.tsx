import { StarIcon } from '@/components/listingIcons';

export function StarRating({ rating, max }: { rating: number; max: number }) {
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <span role="img" aria-label={`Rated ${filled} out of ${max}`} className="inline-flex gap-0.5">
      {Array.from({ length: max }, (_, index) => (
        <StarIcon
          key={index}
          className={`h-5 w-5 ${index < filled ? 'fill-accent-400 text-accent-500' : 'text-ink/25'}`}
        />
      ))}
    </span>
  );
}
