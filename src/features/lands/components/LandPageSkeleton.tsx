import { Skeleton } from '@/components/Skeleton';
import { useMessages } from '@/lib/i18n/useMessages';

/** A land's page while it is read: its breadcrumb, name, photos and price card. */
export function LandPageSkeleton() {
  const { loading } = useMessages('land');
  return (
    <div className="container-site py-8 sm:py-12">
      <p role="status" className="sr-only">
        {loading}
      </p>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-4 h-9 w-2/3 max-w-md" />
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}
