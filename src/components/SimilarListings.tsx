import type { ComponentType, ReactNode } from 'react';
import { useMessages } from '@/lib/i18n/useMessages';
import { SIMILAR_LISTINGS_LIMIT, similarListings, type ListingTraits } from '@/lib/similarListings';
import { LoadingCards } from './LoadingCards';
import { SectionHeading } from './SectionHeading';
import { ListErrorState } from './StatusMessage';

interface AllListingsQuery<Item> {
  data: readonly Item[] | undefined;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface SimilarListingsProps<Item> {
  listing: Item;
  all: AllListingsQuery<Item>;
  traitsOf: (item: Item) => ListingTraits;
  renderCard: (item: Item) => ReactNode;
  CardSkeleton: ComponentType;
}

const GRID = 'mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4';

/**
 * Other listings of the same type, the same city first, under a building's or a land's page. Its
 * words are the building page's (the `building` namespace): both pages show them.
 */
export function SimilarListings<Item>({
  listing,
  all,
  traitsOf,
  renderCard,
  CardSkeleton,
}: SimilarListingsProps<Item>) {
  const words = useMessages('building').similar;
  const similar = all.data ? similarListings(traitsOf(listing), all.data, traitsOf) : [];
  if (all.isSuccess && similar.length === 0) return null;

  return (
    <section aria-labelledby="similar-properties" className="mt-14 sm:mt-20">
      <SectionHeading id="similar-properties" eyebrow={words.eyebrow} title={words.title} align="left" />
      {all.isPending ? (
        <LoadingCards
          label={words.loading}
          count={SIMILAR_LISTINGS_LIMIT}
          Skeleton={CardSkeleton}
          className={GRID}
        />
      ) : all.isError ? (
        <div className="mt-8">
          <ListErrorState error={all.error} onRetry={() => void all.refetch()} />
        </div>
      ) : (
        <ul className={GRID}>
          {similar.map((other) => (
            <li key={traitsOf(other).id}>{renderCard(other)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
