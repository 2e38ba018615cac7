import type { ReactNode } from 'react';
import { PhoneIcon } from '@/components/icons';
import { CARD_OF_FOUR, fixedSlot, type ImageSlot } from '@/components/imageSlots';
import { LinkCard, LinkCardLocation, LinkCardSkeleton, LinkCardTitle } from '@/components/LinkCard';
import { SafeImage } from '@/components/SafeImage';
import { paths } from '@/config/paths';
import { capitalise } from '@/lib/text';
import type { BuildingCardData } from './cardFields';
import { buildingLocation } from './format';

const SECOND_PHOTO = fixedSlot(96);

/** A building never shows a number for its price. */
const CALL_FOR_PRICE = 'Call For Price';

export interface BuildingCardProps {
  building: BuildingCardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** Its grid: most lists of buildings have four columns on wide screens. */
  imageSlot?: ImageSlot;
  /** Buttons that act on the building (Shortlist, Compare), given by the page that shows the card. */
  actions?: ReactNode;
}

export function BuildingCard({
  building,
  headingLevel = 3,
  priority = false,
  imageSlot = CARD_OF_FOUR,
  actions,
}: BuildingCardProps) {
  const { BuildingsName, AppartmentType, BuildingsType } = building.generalInfo;
  const name = BuildingsName || 'Untitled building';
  const [main, second] = building.BuildingsImages;
  const type = AppartmentType || capitalise(BuildingsType);

  return (
    <LinkCard
      image={{ src: main, alt: name, aspect: '4/3', priority, slot: imageSlot }}
      tag={BuildingsType ? capitalise(BuildingsType) : undefined}
      overlays={
        second ? (
          <SafeImage
            src={second}
            alt={`${name}, another view`}
            loadWhenNear
            slot={SECOND_PHOTO}
            width={96}
            height={72}
            className="absolute right-3 bottom-3 h-[72px] w-24 rounded-lg border-2 border-white shadow-lift"
          />
        ) : null
      }
      gap="gap-2"
      actions={actions}
    >
      <LinkCardTitle
        level={headingLevel}
        to={building._id ? paths.building(BuildingsName, building._id) : null}
      >
        {name}
      </LinkCardTitle>
      <LinkCardLocation>{buildingLocation(building)}</LinkCardLocation>
      {type ? <p className="text-sm text-ink-soft">{type}</p> : null}
      <p className="mt-auto flex items-center gap-2 border-t border-ink/10 pt-3 text-sm font-semibold text-accent-600">
        <PhoneIcon className="h-4 w-4" />
        {CALL_FOR_PRICE}
      </p>
    </LinkCard>
  );
}

/** Name, place, type and price, as the card lays them out. */
const SKELETON_LINES = ['h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-2/5', 'h-4 w-1/3'];

export function BuildingCardSkeleton() {
  return <LinkCardSkeleton aspect="4/3" testId="building-skeleton" lines={SKELETON_LINES} />;
}
