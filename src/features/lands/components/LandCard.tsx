import type { ReactNode } from 'react';
import { CARD_OF_THREE, type ImageSlot } from '@/components/imageSlots';
import { AreaIcon } from '@/components/listingIcons';
import { LinkCard, LinkCardLocation, LinkCardSkeleton, LinkCardTitle } from '@/components/LinkCard';
import { paths } from '@/config/paths';
import { capitalise } from '@/lib/text';
import type { LandCardData } from './cardFields';
import { isSold } from '@/features/lands/search';
import { formatAcres, formatLandPrice, landLocation } from './format';
import { PricePerSqFt } from './PricePerSqFt';

export interface LandCardProps {
  land: LandCardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** Its grid: most lists of lands have three columns on wide screens. */
  imageSlot?: ImageSlot;
  /** Buttons that act on the land (Shortlist, Compare), given by the page that shows the card. */
  actions?: ReactNode;
}

export function LandCard({
  land,
  headingLevel = 3,
  priority = false,
  imageSlot = CARD_OF_THREE,
  actions,
}: LandCardProps) {
  const { propertyName, propertyType, currentStatus } = land.generalInfo;
  const name = propertyName || 'Untitled land';
  const sold = isSold(land);

  return (
    <LinkCard
      image={{ src: land.propertyImages[0], alt: name, aspect: '4/3', priority, slot: imageSlot }}
      tag={propertyType ? capitalise(propertyType) : undefined}
      overlays={
        sold ? (
          <span className="absolute top-3 right-3 rounded-full bg-accent-600 px-3 py-1 text-xs font-semibold text-white shadow-card">
            Sold
          </span>
        ) : currentStatus ? (
          <span className="absolute top-3 right-3 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-white">
            {capitalise(currentStatus)}
          </span>
        ) : null
      }
      gap="gap-2"
      actions={actions}
    >
      <LinkCardTitle level={headingLevel} to={land._id ? paths.land(land._id) : null}>
        {name}
      </LinkCardTitle>
      <LinkCardLocation>{landLocation(land)}</LinkCardLocation>
      <p className="flex items-center gap-1.5 text-sm text-ink-soft">
        <AreaIcon className="h-4 w-4 shrink-0 text-brand-600" />
        <span>
          <span className="sr-only">Area: </span>
          {formatAcres(land.physicalCharacteristics.totalArea)}
        </span>
      </p>
      <div className="mt-auto border-t border-ink/10 pt-3">
        <p className="flex items-baseline justify-between gap-2">
          <span className="text-sm text-ink-muted">Selling price</span>
          <span className="text-lg font-semibold text-brand-700">
            {formatLandPrice(land.financialInfo.sellingPrice)}
          </span>
        </p>
        <PricePerSqFt
          price={land.financialInfo.sellingPrice}
          acres={land.physicalCharacteristics.totalArea}
          className="text-right text-sm text-ink-muted"
        />
      </div>
    </LinkCard>
  );
}

/** Name, place, area and price, as the card lays them out. */
const SKELETON_LINES = ['h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-1/3', 'h-5 w-2/5'];

export function LandCardSkeleton() {
  return <LinkCardSkeleton aspect="4/3" testId="land-skeleton" lines={SKELETON_LINES} />;
}
