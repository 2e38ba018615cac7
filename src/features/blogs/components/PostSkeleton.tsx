import { Skeleton } from '@/components/Skeleton';

/** A post's page while the posts are read. */
export function PostSkeleton() {
  return (
    <div className="container-site py-8 sm:py-12" aria-busy="true">
      <p role="status" className="sr-only">
        Loading post
      </p>
      <div className="mx-auto max-w-3xl space-y-4" data-testid="blog-post-page-skeleton">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
        <div className="flex items-center gap-3 py-4">
          <Skeleton className="h-12 w-12 rounded-full" />
          <Skeleton className="h-4 w-40" />
        </div>
        <Skeleton className="aspect-video w-full rounded-2xl" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-4/5" />
      </div>
    </div>
  );
}
