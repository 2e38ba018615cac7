import type { ReactNode } from 'react';
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

export default function SimilarLandsList({
  land,
  actionsOf,
}: {
  land: Land;
  actionsOf?: (other: Land) => ReactNode;
}) {
  return (
    <SimilarListings
      listing={land}
      all={useLands()}
      traitsOf={traitsOf}
      renderCard={(other) => <LandCard land={other} actions={actionsOf?.(other)} />}
      CardSkeleton={LandCardSkeleton}
    />
  );
}
