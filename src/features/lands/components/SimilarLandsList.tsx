import type { ReactNode } from 'react';
import { CARD_OF_FOUR } from '@/components/imageSlots';
import { SimilarListings } from '@/components/SimilarListings';
import type { ListingTraits } from '@/lib/similarListings';
import { useLands } from '@/features/lands/hooks';
import type { Land } from '@/features/lands/schema';
import { LandCard, LandCardSkeleton } from './LandCard';

const traitsOf = (land: Land): ListingTraits => ({
  id: land._id,
  type: land.generalInfo.propertyType,
  city: land.locationDetails.city,
});

interface SimilarLandsProps {
  land: Land;
  /** Buttons on each card (Shortlist, Compare), from the page. */
  cardActions?: (card: Land) => ReactNode;
}

export default function SimilarLandsList({ land, cardActions }: SimilarLandsProps) {
  return (
    <SimilarListings
      listing={land}
      all={useLands()}
      traitsOf={traitsOf}
      renderCard={(card: Land) => (
        <LandCard land={card} imageSlot={CARD_OF_FOUR} actions={cardActions?.(card)} />
      )}
      CardSkeleton={LandCardSkeleton}
    />
  );
}
