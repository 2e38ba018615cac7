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

const cardOf = (land: Land) => <LandCard land={land} />;

export default function SimilarLandsList({ land }: { land: Land }) {
  return (
    <SimilarListings
      listing={land}
      all={useLands()}
      traitsOf={traitsOf}
      renderCard={cardOf}
      CardSkeleton={LandCardSkeleton}
    />
  );
}
