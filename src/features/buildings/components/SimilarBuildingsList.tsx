import { SectionHeading } from '../../../components/SectionHeading';
import { ErrorState } from '../../../components/StatusMessage';
import { errorMessage } from '../../../lib/errors';
import { SIMILAR_LISTINGS_LIMIT, similarListings, type ListingTraits } from '../../../lib/similarListings';
import { useBuildings } from '../hooks';
import type { Building } from '../schema';
import { BuildingCard, BuildingCardSkeleton } from './BuildingCard';

const traitsOf = (building: Building): ListingTraits => ({
  id: building._id,
  type: building.generalInfo.BuildingsType,
  city: building.locationDetails.city,
});

const GRID = 'mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4';

/**
 * Up to four other buildings of the same type, those in the same city first. Placeholders while
 * they load, a Retry on failure, and nothing at all when there are none.
 */
export default function SimilarBuildingsList({ building }: { building: Building }) {
  const query = useBuildings();
  const similar = query.data ? similarListings(traitsOf(building), query.data, traitsOf) : [];
  if (query.isSuccess && similar.length === 0) return null;

  return (
    <section aria-labelledby="similar-properties" className="mt-14 sm:mt-20">
      <SectionHeading
        id="similar-properties"
        eyebrow="You may also like"
        title="Similar Properties"
        align="left"
      />
      {query.isPending ? (
        <div className={GRID} aria-busy="true">
          <p role="status" className="sr-only">
            Loading similar properties
          </p>
          {Array.from({ length: SIMILAR_LISTINGS_LIMIT }, (_, index) => (
            <BuildingCardSkeleton key={index} />
          ))}
        </div>
      ) : query.isError ? (
        <div className="mt-8">
          <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <ul className={GRID}>
          {similar.map((other) => (
            <li key={other._id}>
              <BuildingCard building={other} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
