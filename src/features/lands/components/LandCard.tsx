import { Link } from 'react-router';
import { AreaIcon, MapPinIcon } from '../../../components/icons';
import { SafeImage } from '../../../components/SafeImage';
import { Skeleton } from '../../../components/Skeleton';
import { paths } from '../../../config/paths';
import { capitalise } from '../../../lib/text';
import type { Land } from '../schema';
import { isSold } from '../search';
import { formatAcres, formatLandPrice, landLocation } from './format';

export interface LandCardProps {
  land: Land;
  headingLevel?: 2 | 3;
  /** The first card of a page: its image is what the visitor sees first, so it loads first. */
  priority?: boolean;
}

/** A land in a list: its image, name (linking to the detail page), location, acres and price. */
export function LandCard({ land, headingLevel = 3, priority = false }: LandCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { propertyName, propertyType, currentStatus } = land.generalInfo;
  const name = propertyName || 'Untitled land';
  const location = landLocation(land);
  const sold = isSold(land);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card transition-shadow hover:shadow-lift focus-within:shadow-lift">
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-dark">
        <SafeImage
          src={land.propertyImages[0]}
          alt={name}
          priority={priority}
          loadWhenNear
          width={480}
          height={360}
          className="h-full w-full transition-transform duration-500 group-hover:scale-105"
        />
        {propertyType ? (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-card">
            {capitalise(propertyType)}
          </span>
        ) : null}
        {sold ? (
          <span className="absolute top-3 right-3 rounded-full bg-accent-600 px-3 py-1 text-xs font-semibold text-white shadow-card">
            Sold
          </span>
        ) : currentStatus ? (
          <span className="absolute top-3 right-3 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-white">
            {capitalise(currentStatus)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg leading-snug font-semibold">
          {land._id ? (
            <Link
              to={paths.land(land._id)}
              className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500"
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </Heading>
        {location ? (
          <p className="flex items-start gap-1.5 text-sm text-ink-muted">
            <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent-500" />
            <span className="line-clamp-2">{location}</span>
          </p>
        ) : null}
        <p className="flex items-center gap-1.5 text-sm text-ink-soft">
          <AreaIcon className="h-4 w-4 shrink-0 text-brand-600" />
          <span>
            <span className="sr-only">Area: </span>
            {formatAcres(land.physicalCharacteristics.totalArea)}
          </span>
        </p>
        <p className="mt-auto flex items-baseline justify-between gap-2 border-t border-ink/10 pt-3">
          <span className="text-sm text-ink-muted">Selling price</span>
          <span className="text-lg font-semibold text-brand-700">
            {formatLandPrice(land.financialInfo.sellingPrice)}
          </span>
        </p>
      </div>
    </article>
  );
}

/** The card's shape while the list loads. */
export function LandCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-card" data-testid="land-skeleton">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-5 w-2/5" />
      </div>
    </div>
  );
}
