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

interface SimilarBuildingsProps {
  building: Building;
  /** Buttons on each card (Shortlist, Compare), from the page. */
  cardActions?: (card: Building) => ReactNode;
}

export default function SimilarBuildingsList({ building, cardActions }: SimilarBuildingsProps) {
  return (
    <SimilarListings
      listing={building}
      all={useBuildings()}
      traitsOf={traitsOf}
      renderCard={(card: Building) => <BuildingCard building={card} actions={cardActions?.(card)} />}
      CardSkeleton={BuildingCardSkeleton}
    />
  );
}
