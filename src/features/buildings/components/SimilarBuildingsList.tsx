import type { ReactNode } from 'react';
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

export default function SimilarBuildingsList({
  building,
  actionsOf,
}: {
  building: Building;
  actionsOf?: (other: Building) => ReactNode;
}) {
  return (
    <SimilarListings
      listing={building}
      all={useBuildings()}
      traitsOf={traitsOf}
      renderCard={(other) => <BuildingCard building={other} actions={actionsOf?.(other)} />}
      CardSkeleton={BuildingCardSkeleton}
    />
  );
}
