import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { BlogPostCard, BlogPostCardSkeleton } from '@/features/blogs/components/BlogPostCard';
import { latestPosts } from '@/features/blogs/components/posts';
import { blogQueries } from '@/features/blogs/hooks';
import type { Blog } from '@/features/blogs/schema';
import { useMessages } from '@/lib/i18n/useMessages';
import { useReadWhenNear } from '@/lib/useReadWhenNear';
import { ListingGrid, ListingSection } from './ListingSection';

const HOME_POST_COUNT = 3;

const newestThree = (posts: Blog[]) => latestPosts(posts, HOME_POST_COUNT);

/** Asked for only as the visitor scrolls near it. */
export function LatestPosts() {
  const { posts: words } = useMessages('homeSections');
  const [sectionRef, near] = useReadWhenNear<HTMLElement>(blogQueries.all().queryKey);
  const query = useQuery({ ...blogQueries.all(), enabled: near, select: newestThree });
  return (
    <ListingSection
      sectionRef={sectionRef}
      id="latest-posts"
      words={words}
      moreTo={paths.blog}
      className="bg-white"
    >
      <ListingGrid
        query={query}
        count={HOME_POST_COUNT}
        gridClassName="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
        loadingLabel={words.loading}
        Skeleton={BlogPostCardSkeleton}
        renderItem={(post) => <BlogPostCard post={post} />}
      />
    </ListingSection>
  );
}
