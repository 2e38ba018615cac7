import { SimilarListings } from '@/components/SimilarListings';
import type { ListingTraits } from '@/lib/similarListings';
import { useBuildings } from '@/features/buildings/hooks';
import type { Building } from '@/features/buildings/schema';
import { BuildingCard, BuildingCardSkeleton } from './BuildingCard';

const traitsOf = (building: Building): ListingTraits => ({
  id: building._id,
  type: building.generalInfo.BuildingsType,
  city: building.locationDetails.city,
});

const cardOf = (building: Building) => <BuildingCard building={building} />;

export default function SimilarBuildingsList({ building }: { building: Building }) {
  return (
    <SimilarListings
      listing={building}
      all={useBuildings()}
      traitsOf={traitsOf}
      renderCard={cardOf}
      CardSkeleton={BuildingCardSkeleton}
    />
  );
}
