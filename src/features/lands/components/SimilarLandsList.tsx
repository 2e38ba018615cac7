import { SectionHeading } from '../../../components/SectionHeading';
import { ErrorState } from '../../../components/StatusMessage';
import { errorMessage } from '../../../lib/errors';
import { SIMILAR_LISTINGS_LIMIT, similarListings, type ListingTraits } from '../../../lib/similarListings';
import { useLands } from '../hooks';
import type { Land } from '../schema';
import { LandCard, LandCardSkeleton } from './LandCard';

const traitsOf = (land: Land): ListingTraits => ({
  id: land._id,
  type: land.generalInfo.propertyType,
  city: land.locationDetails.city,
});

const GRID = 'mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4';

/**
 * Up to four other lands of the same type, those in the same city first. Placeholders while they
 * load, a Retry on failure, and nothing at all when there are none.
 */
export default function SimilarLandsList({ land }: { land: Land }) {
  const query = useLands();
  const similar = query.data ? similarListings(traitsOf(land), query.data, traitsOf) : [];
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
            <LandCardSkeleton key={index} />
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
              <LandCard land={other} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
