import { lazy, Suspense } from 'react';
import { HOME_BUILDING_COUNT, HOME_LAND_COUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import { propertiesUrl } from '@/config/propertiesUrl';
import { BuildingCard, BuildingCardSkeleton } from '@/features/buildings/components/BuildingCard';
import { buildingQueries, useBuildings } from '@/features/buildings/hooks';
import { LandCard, LandCardSkeleton } from '@/features/lands/components/LandCard';
import { landQueries, useLands } from '@/features/lands/hooks';
import { ListingActions } from '@/app/ListingActions';
import { useMessages } from '@/lib/i18n/useMessages';
import { useReadWhenNear } from '@/lib/useReadWhenNear';
import { useScrollAnimations } from '@/lib/useScrollAnimations';
import { BuyingProperty, ClientFeedback, PropertyCategories } from './InfoSections';
import { LatestPosts } from './LatestPosts';
import { ListingGrid, ListingSection } from './ListingSection';

// Asked for after hydration, and its row only when this browser has kept a listing.
const RecentlyViewed = lazy(() => import('@/app/RecentlyViewed'));

/** The scroll animations start here: the hero has none. */
export default function HomeSections() {
  useScrollAnimations();
  return (
    <>
      <PropertyCategories />
      <OurBuildings />
      <OurLands />
      {/* Below the lists, so its arrival after hydration moves nothing on the first screen. */}
      <Suspense fallback={null}>
        <RecentlyViewed className="py-14 sm:py-16" />
      </Suspense>
      <BuyingProperty />
      <LatestPosts />
      <ClientFeedback />
    </>
  );
}

/** 'Our Buildings': the first four, with four placeholders while they load. */
function OurBuildings() {
  const { buildings: words } = useMessages('homeSections');
  const [sectionRef, near] = useReadWhenNear<HTMLElement>(buildingQueries.all().queryKey);
  const query = useBuildings({ enabled: near });
  const content = (
    <ListingGrid
      query={query}
      count={HOME_BUILDING_COUNT}
      gridClassName="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4"
      loadingLabel={words.loading}
      Skeleton={BuildingCardSkeleton}
      renderItem={(building) => (
        <BuildingCard
          building={building}
          actions={<ListingActions listing={{ kind: 'building', id: building._id }} />}
        />
      )}
    />
  );
  return (
    <ListingSection sectionRef={sectionRef} id="our-buildings" words={words} moreTo={paths.properties}>
      {content}
    </ListingSection>
  );
}

/** 'Our Lands': the first three. */
function OurLands() {
  const { lands: words } = useMessages('homeSections');
  const [sectionRef, near] = useReadWhenNear<HTMLElement>(landQueries.all().queryKey);
  const query = useLands({ enabled: near });
  const content = (
    <ListingGrid
      query={query}
      count={HOME_LAND_COUNT}
      gridClassName="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
      loadingLabel={words.loading}
      Skeleton={LandCardSkeleton}
      renderItem={(land) => (
        <LandCard land={land} actions={<ListingActions listing={{ kind: 'land', id: land._id }} />} />
      )}
    />
  );
  return (
    <ListingSection
      sectionRef={sectionRef}
      id="our-lands"
      words={words}
      moreTo={propertiesUrl('land')}
      className="bg-white"
    >
      {content}
    </ListingSection>
  );
}
