import { useMemo } from 'react';
import { PageHero } from '@/components/PageHero';
import { ChoiceButtons } from '@/components/ChoiceButtons';
import { PagedCards } from '@/components/PagedCards';
import { EmptyState, ErrorState } from '@/components/StatusMessage';
import { BLOGS_PAGE_SIZE } from '@/config/constants';
import { errorMessage } from '@/lib/errors';
import { firstPageOf, type FirstPage } from '@/lib/pagination';
import { usePagedList } from '@/lib/usePagedList';
import { useListUrlState } from '@/lib/useListUrlState';
import { useBlogs, blogQueries } from '@/features/blogs/hooks';
import { BlogPostCard, BlogPostCardSkeleton } from '@/features/blogs/components/BlogPostCard';
import { toBlogCard, type BlogCardData } from '@/features/blogs/components/cardFields';
import { blogCategories, postsInCategory, toCategory } from '@/features/blogs/components/posts';
import { paths } from '@/config/paths';
import { prerenderRead } from '@/lib/prerenderQuery';
import { publicPageMeta } from '@/lib/pageMeta';
import { revalidateOnNewPath, startRead } from '@/app/routeReads';
import type { Route } from './+types/blog';

/** The blog as the build writes it: the first page's cards (no article text), the count and the categories. */
interface BlogFirstPage extends FirstPage<BlogCardData> {
  categories: string[];
}

export async function loader(): Promise<{ firstPage?: BlogFirstPage }> {
  const blogs = await prerenderRead(blogQueries.all());
  if (!blogs) return {};
  const shown = postsInCategory(blogs, '');
  return {
    firstPage: { ...firstPageOf(shown, BLOGS_PAGE_SIZE, toBlogCard), categories: blogCategories(blogs) },
  };
}

export function clientLoader(): { firstPage?: BlogFirstPage } {
  startRead(blogQueries.all());
  return {};
}

export const shouldRevalidate = revalidateOnNewPath;

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'Blog',
    description:
      'Guides for home and land buyers around Bhubaneswar: RERA and legal checks, home loans, localities, Vastu and investment, from the Kalinga Habitats team.',
    path: paths.blog,
  });

export default function BlogIndexRoute({ loaderData }: Route.ComponentProps) {
  return <BlogIndexPage firstPage={loaderData.firstPage} />;
}

/** The choice that shows every post. */
const ALL_POSTS = { label: 'All', value: '' };

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** Two rows on a wide screen. */
const POST_SKELETONS = 6;

const countText = (total: number, category: string) =>
  `${total} ${total === 1 ? 'post' : 'posts'}${category ? ` in ${category}` : ''}`;

function BlogIndexPage({ firstPage }: { firstPage?: BlogFirstPage }) {
  const blogs = useBlogs();
  const { values, page, changePage, update } = useListUrlState({ category: '' });
  const categories = useMemo(
    () => (blogs.data ? blogCategories(blogs.data) : (firstPage?.categories ?? [])),
    [blogs.data, firstPage],
  );
  const category = toCategory(values.category, categories);
  const shown = useMemo(
    () => (blogs.data ? postsInCategory(blogs.data, category) : undefined),
    [blogs.data, category],
  );
  // A failed read shows its Retry, not the page the build wrote, as the other lists do.
  const failed = blogs.isError && blogs.data === undefined;
  // Until every post is in, the page the build wrote stands (and React hydrates it as written). A
  // new page starts at the list's heading, the focus there to read on from the first post.
  const {
    shown: current,
    listTop: headingRef,
    openPage,
  } = usePagedList<BlogCardData, HTMLHeadingElement>({
    found: shown,
    page,
    pageSize: BLOGS_PAGE_SIZE,
    preview: values.category ? undefined : firstPage,
    failed,
    onPageChange: changePage,
  });

  let content;
  if (current === undefined || failed) {
    content = blogs.isError ? (
      <ErrorState message={errorMessage(blogs.error)} onRetry={() => void blogs.refetch()} />
    ) : (
      <div className={GRID} aria-busy="true">
        <p role="status" className="sr-only">
          Loading posts
        </p>
        {Array.from({ length: POST_SKELETONS }, (_, index) => (
          <BlogPostCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (current.total === 0) {
    content = <EmptyState />;
  } else {
    content = (
      <>
        <p role="status" className="mb-4 text-sm text-ink-muted">
          {countText(current.total, category)}
          {current.pageCount > 1 ? `, page ${current.page} of ${current.pageCount}` : ''}
        </p>
        <PagedCards
          shown={current}
          label="Blog pages"
          grid={GRID}
          onPageChange={openPage}
          renderCard={(post, index) => <BlogPostCard post={post} priority={index === 0} />}
        />
      </>
    );
  }

  return (
    <>
      <PageHero title="Blog" eyebrow="Guides & news">
        <p>
          Practical reading for buying a home or a plot around Bhubaneswar: approvals and paperwork, home
          loans, neighbourhoods and investment, from the team that helps buyers every day.
        </p>
      </PageHero>
      <section aria-labelledby="blog-list-heading" className="container-site py-10 sm:py-14">
        <div className="flex flex-col gap-5">
          <h2
            id="blog-list-heading"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-28 text-2xl focus:outline-none sm:text-3xl"
          >
            {category || 'All Posts'}
          </h2>
          {categories.length > 0 ? (
            <ChoiceButtons
              label="Category"
              choices={[ALL_POSTS, ...categories.map((name) => ({ label: name, value: name }))]}
              selected={category}
              onSelect={(next) => update({ category: next })}
            />
          ) : null}
        </div>
        <div className="mt-8">{content}</div>
      </section>
    </>
  );
}
