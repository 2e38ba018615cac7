import { Link } from 'react-router';
import { MapPinIcon, PhoneIcon } from '../../../components/icons';
import { SafeImage } from '../../../components/SafeImage';
import { Skeleton } from '../../../components/Skeleton';
import { paths } from '../../../config/paths';
import { capitalise } from '../../../lib/text';
import type { Building } from '../schema';
import { buildingLocation } from './format';

/** SPEC.md §1: a building never shows a number for its price. */
export const CALL_FOR_PRICE = 'Call For Price';

export interface BuildingCardProps {
  building: Building;
  headingLevel?: 2 | 3;
  /** The first card of a page: its image is what the visitor sees first, so it loads first. */
  priority?: boolean;
}

/**
 * A building in a list: the first image large with the second as a small thumbnail, the name
 * (a link to the detail page that covers the whole card), location, type and 'Call For Price'.
 */
export function BuildingCard({ building, headingLevel = 3, priority = false }: BuildingCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { BuildingsName, AppartmentType, BuildingsType } = building.generalInfo;
  const name = BuildingsName || 'Untitled building';
  const [main, second] = building.BuildingsImages;
  const location = buildingLocation(building);
  const type = AppartmentType || capitalise(BuildingsType);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card transition-shadow hover:shadow-lift focus-within:shadow-lift">
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-dark">
        <SafeImage
          src={main}
          alt={name}
          priority={priority}
          loadWhenNear
          width={480}
          height={360}
          className="h-full w-full transition-transform duration-500 group-hover:scale-105"
        />
        {BuildingsType ? (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-card">
            {capitalise(BuildingsType)}
          </span>
        ) : null}
        {second ? (
          <SafeImage
            src={second}
            alt={`${name}, another view`}
            loadWhenNear
            width={96}
            height={72}
            className="absolute right-3 bottom-3 h-[72px] w-24 rounded-lg border-2 border-white shadow-lift"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg leading-snug font-semibold">
          {building._id ? (
            <Link
              to={paths.building(BuildingsName, building._id)}
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
        {type ? <p className="text-sm text-ink-soft">{type}</p> : null}
        <p className="mt-auto flex items-center gap-2 border-t border-ink/10 pt-3 text-sm font-semibold text-accent-600">
          <PhoneIcon className="h-4 w-4" />
          {CALL_FOR_PRICE}
        </p>
      </div>
    </article>
  );
}

/** The card's shape while the list loads. */
export function BuildingCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-card" data-testid="building-skeleton">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}
