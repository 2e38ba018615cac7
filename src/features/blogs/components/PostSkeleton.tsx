import { SkeletonBars } from '@/components/SkeletonBars';
import { useMessages } from '@/lib/i18n/useMessages';

/** A post's page while the posts are read. */
export function PostSkeleton() {
  const { loading } = useMessages('post');
  return (
    <div className="container-site py-8 sm:py-12" aria-busy="true">
      <p role="status" className="sr-only">
        {loading}
      </p>
      <div className="mx-auto max-w-3xl space-y-4" data-testid="blog-post-page-skeleton">
        <SkeletonBars shapes={['h-4 w-40', 'h-6 w-24 rounded-full', 'h-10 w-full', 'h-10 w-2/3']} />
        <div className="flex items-center gap-3 py-4">
          <SkeletonBars shapes={['h-12 w-12 rounded-full', 'h-4 w-40']} />
        </div>
        <SkeletonBars shapes={['aspect-video w-full rounded-2xl', 'h-5 w-full', 'h-5 w-full', 'h-5 w-4/5']} />
      </div>
    </div>
  );
}
