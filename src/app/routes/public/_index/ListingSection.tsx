import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { SectionHeading } from '@/components/SectionHeading';
import { ChevronRightIcon } from '@/components/icons';
import { EmptyState, ListErrorState } from '@/components/StatusMessage';
import { LoadingCards } from '@/components/LoadingCards';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';

/** A home section's words: its heading, and the name of its link to the whole list. */
interface SectionWords {
  eyebrow: string;
  title: string;
  intro: string;
  more: string;
}

interface ListingSectionProps {
  id: string;
  words: SectionWords;
  moreTo: string;
  children: ReactNode;
  className?: string;
  sectionRef: Ref<HTMLElement>;
}

export function ListingSection({
  id,
  words,
  moreTo,
  children,
  className = '',
  sectionRef,
}: ListingSectionProps) {
  const { viewMore } = useMessages('homeSections');
  const local = useLocalPath();
  return (
    <section ref={sectionRef} aria-labelledby={id} className={`py-14 sm:py-20 ${className}`}>
      <div className="container-site">
        <div className="flex flex-wrap items-end justify-between gap-4" data-aos="fade-up">
          <SectionHeading id={id} eyebrow={words.eyebrow} title={words.title} align="left">
            <p>{words.intro}</p>
          </SectionHeading>
          <Link to={local(moreTo)} className="btn-outline" aria-label={words.more}>
            {viewMore}
            <ChevronRightIcon className="h-4 w-4" />
          </Link>
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

interface ListingGridProps<Item extends { _id: string }> {
  query: UseQueryResult<Item[]>;
  /** Also the number of placeholders while they load. */
  count: number;
  gridClassName: string;
  loadingLabel: string;
  Skeleton: ComponentType;
  renderItem: (item: Item) => ReactNode;
}

export function ListingGrid<Item extends { _id: string }>({
  query,
  count,
  gridClassName,
  loadingLabel,
  Skeleton,
  renderItem,
}: ListingGridProps<Item>) {
  const words = useMessages('listings');
  if (query.isPending) {
    // Not asked for yet (the section reads as the visitor nears it): the placeholders hold still, as
    // a pulse says "loading", and an animation below the screen costs a phone's main thread every frame.
    const notAskedYet = query.fetchStatus === 'idle';
    return (
      <LoadingCards
        label={loadingLabel}
        count={count}
        Skeleton={Skeleton}
        className={notAskedYet ? `${gridClassName} [&_.animate-pulse]:animate-none` : gridClassName}
      />
    );
  }
  if (query.isError) {
    return <ListErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <EmptyState>{words.noData}</EmptyState>;
  return (
    <ul className={gridClassName}>
      {query.data.slice(0, count).map((item, index) => (
        <li key={item._id || index} data-aos="fade-up" data-aos-delay={index * 100}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
