import type { ReactNode } from 'react';
import { CARD_OF_THREE, type ImageSlot } from '@/components/imageSlots';
import { AreaIcon } from '@/components/listingIcons';
import { LinkCard, LinkCardLocation, LinkCardSkeleton, LinkCardTitle } from '@/components/LinkCard';
import { paths } from '@/config/paths';
import { backendWord } from '@/lib/i18n/backendWords';
import { useBackendLang, useLanguage, useMessages } from '@/lib/i18n/useMessages';
import type { LandCardData } from './cardFields';
import { isSold } from '@/features/lands/search';
import { formatAcresIn, formatLandPriceIn, landLocation } from './format';
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

/** Its name and place are the backend's, in English on a page in any language. */
export function LandCard({
  land,
  headingLevel = 3,
  priority = false,
  imageSlot = CARD_OF_THREE,
  actions,
}: LandCardProps) {
  const { land: words } = useMessages('listings');
  const language = useLanguage();
  const { propertyName, propertyType, currentStatus } = land.generalInfo;
  const name = propertyName || words.untitled;
  const backendLang = useBackendLang();
  const nameLang = propertyName ? backendLang : undefined;
  const sold = isSold(land);
  const tag = backendWord(language, propertyType, words.types);
  const status = backendWord(language, currentStatus, words.statuses);

  return (
    <LinkCard
      image={{
        src: land.propertyImages[0],
        alt: name,
        aspect: '4/3',
        priority,
        slot: imageSlot,
        lang: nameLang,
      }}
      tag={propertyType ? tag.text : undefined}
      tagLang={tag.lang}
      overlays={
        sold ? (
          <span className="absolute top-3 right-3 rounded-full bg-accent-600 px-3 py-1 text-xs font-semibold text-white shadow-card">
            {words.sold}
          </span>
        ) : currentStatus ? (
          <span
            lang={status.lang}
            className="absolute top-3 right-3 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-white"
          >
            {status.text}
          </span>
        ) : null
      }
      gap="gap-2"
      actions={actions}
    >
      <LinkCardTitle level={headingLevel} to={land._id ? paths.land(land._id) : null} lang={nameLang}>
        {name}
      </LinkCardTitle>
      <LinkCardLocation>{landLocation(land)}</LinkCardLocation>
      <p className="flex items-center gap-1.5 text-sm text-ink-soft">
        <AreaIcon className="h-4 w-4 shrink-0 text-brand-600" />
        <span>
          <span className="sr-only">{words.area}</span>
          {formatAcresIn(language, land.physicalCharacteristics.totalArea, words.acres)}
        </span>
      </p>
      <div className="mt-auto border-t border-ink/10 pt-3">
        <p className="flex items-baseline justify-between gap-2">
          <span className="text-sm text-ink-muted">{words.sellingPrice}</span>
          <span className="text-lg font-semibold text-brand-700">
            {formatLandPriceIn(language, land.financialInfo.sellingPrice, words.priceOnRequest)}
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
