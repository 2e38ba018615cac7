import type { ReactNode } from 'react';
import { PhoneIcon } from '@/components/icons';
import { CARD_OF_FOUR, fixedSlot, type ImageSlot } from '@/components/imageSlots';
import { LinkCard, LinkCardLocation, LinkCardSkeleton, LinkCardTitle } from '@/components/LinkCard';
import { SafeImage } from '@/components/SafeImage';
import { paths } from '@/config/paths';
import { backendWord } from '@/lib/i18n/backendWords';
import { fill } from '@/lib/i18n/fill';
import { useBackendLang, useLanguage, useMessages } from '@/lib/i18n/useMessages';
import type { BuildingCardData } from './cardFields';
import { buildingLocation } from './format';

const SECOND_PHOTO = fixedSlot(96);

export interface BuildingCardProps {
  building: BuildingCardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** Its grid: most lists of buildings have four columns on wide screens. */
  imageSlot?: ImageSlot;
  /** Buttons that act on the building (Shortlist, Compare), given by the page that shows the card. */
  actions?: ReactNode;
}

/**
 * A building never shows a number for its price. Its name, place and unit types are the backend's,
 * in English on a page in any language.
 */
export function BuildingCard({
  building,
  headingLevel = 3,
  priority = false,
  imageSlot = CARD_OF_FOUR,
  actions,
}: BuildingCardProps) {
  const { building: words } = useMessages('listings');
  const language = useLanguage();
  const { BuildingsName, AppartmentType, BuildingsType } = building.generalInfo;
  const name = BuildingsName || words.untitled;
  const backendLang = useBackendLang();
  const nameLang = BuildingsName ? backendLang : undefined;
  const [main, second] = building.BuildingsImages;
  const tag = backendWord(language, BuildingsType, words.types);
  // The unit types as entered; only the building type stands in when there are none.
  const type = AppartmentType ? { text: AppartmentType, lang: backendLang } : tag;

  return (
    <LinkCard
      image={{ src: main, alt: name, aspect: '4/3', priority, slot: imageSlot, lang: nameLang }}
      tag={BuildingsType ? tag.text : undefined}
      tagLang={tag.lang}
      overlays={
        second ? (
          <SafeImage
            src={second}
            alt={fill(words.anotherView, { name })}
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
        lang={nameLang}
      >
        {name}
      </LinkCardTitle>
      <LinkCardLocation>{buildingLocation(building)}</LinkCardLocation>
      {type.text ? (
        <p className="text-sm text-ink-soft" lang={type.lang}>
          {type.text}
        </p>
      ) : null}
      <p className="mt-auto flex items-center gap-2 border-t border-ink/10 pt-3 text-sm font-semibold text-accent-600">
        <PhoneIcon className="h-4 w-4" />
        {words.callForPrice}
      </p>
    </LinkCard>
  );
}

/** Name, place, type and price, as the card lays them out. */
const SKELETON_LINES = ['h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-2/5', 'h-4 w-1/3'];

export function BuildingCardSkeleton() {
  return <LinkCardSkeleton aspect="4/3" testId="building-skeleton" lines={SKELETON_LINES} />;
}
