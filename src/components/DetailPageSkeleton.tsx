import { Skeleton } from './Skeleton';

export interface DetailPageSkeletonProps {
  label: string;
  /** Where a gallery's six thumbnails stand in three columns; none for a page without them (a land's). */
  tileColumns?: 'md:grid-cols-3' | 'xl:grid-cols-3';
  /** The side card's height, as the page's own card stands (a land's price card is the shorter). */
  sideCard?: 'h-96' | 'h-72';
}

/** A record page while it is read: its breadcrumb, name, place, photos (and thumbnails) and side card. */
export function DetailPageSkeleton({ label, tileColumns, sideCard = 'h-96' }: DetailPageSkeletonProps) {
  return (
    <div className="container-site py-8 sm:py-12">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-4 h-9 w-2/3 max-w-md" />
      <Skeleton className="mt-3 h-4 w-1/3 max-w-xs" />
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
          {tileColumns ? (
            <div className={`grid grid-cols-2 gap-3 ${tileColumns}`}>
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} className="h-20" />
              ))}
            </div>
          ) : null}
        </div>
        <Skeleton className={`${sideCard} rounded-2xl`} />
      </div>
    </div>
  );
}
