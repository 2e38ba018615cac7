import { useMemo } from 'react';
import { PageHero } from '@/components/PageHero';
import { ChoiceButtons } from '@/components/ChoiceButtons';
import { PagedCards } from '@/components/PagedCards';
import { EmptyState, ListErrorState } from '@/components/StatusMessage';
import { LoadingCards } from '@/components/LoadingCards';
import { BLOGS_PAGE_SIZE } from '@/config/constants';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import { plural } from '@/lib/i18n/plural';
import { useBackendLang, useLanguage, useMessages } from '@/lib/i18n/useMessages';
import { firstPageOf, type FirstPage } from '@/lib/pagination';
import { usePagedList } from '@/lib/usePagedList';
import { useListUrlState } from '@/lib/useListUrlState';
import { useBlogs, blogQueries } from '@/features/blogs/hooks';
import { BlogPostCard, BlogPostCardSkeleton } from '@/features/blogs/components/BlogPostCard';
import { toBlogCard, type BlogCardData } from '@/features/blogs/components/cardFields';
import { blogCategories, postsInCategory, toCategory } from '@/features/blogs/components/posts';
import { paths } from '@/config/paths';
import { prerenderRead } from '@/lib/prerenderQuery';
import { translatedPageMeta } from '@/lib/pageMeta';
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

export const meta: Route.MetaFunction = ({ location }) =>
  translatedPageMeta(location.pathname, 'lists', ({ blog }) => ({
    title: blog.title,
    description: blog.description,
    path: paths.blog,
  }));

export default function BlogIndexRoute({ loaderData }: Route.ComponentProps) {
  return <BlogIndexPage firstPage={loaderData.firstPage} />;
}

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** Two rows on a wide screen. */
const POST_SKELETONS = 6;

/**
 * How many posts the list holds, and in which category: the category as the admin typed it, marked
 * English (`lang`) on a page in another language.
 */
function PostCount({
  total,
  category,
  words,
}: {
  total: number;
  category: string;
  words: Messages<'lists'>['blog'];
}) {
  const language = useLanguage();
  const lang = useBackendLang();
  if (!category) return plural(language, words.count, total);
  const [before = '', after = ''] = plural(language, words.countIn, total).split('{category}');
  return (
    <>
      {before}
      {lang ? <span lang={lang}>{category}</span> : category}
      {after}
    </>
  );
}

function BlogIndexPage({ firstPage }: { firstPage?: BlogFirstPage }) {
  const { blog: words } = useMessages('lists');
  const lang = useBackendLang();
  const { noData } = useMessages('listings');
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
      <ListErrorState error={blogs.error} onRetry={() => void blogs.refetch()} />
    ) : (
      <LoadingCards
        label={words.loading}
        count={POST_SKELETONS}
        Skeleton={BlogPostCardSkeleton}
        className={GRID}
      />
    );
  } else if (current.total === 0) {
    content = <EmptyState>{noData}</EmptyState>;
  } else {
    content = (
      <>
        <p role="status" className="mb-4 text-sm text-ink-muted">
          <PostCount total={current.total} category={category} words={words} />
          {current.pageCount > 1
            ? fill(words.pageOf, { page: current.page, pageCount: current.pageCount })
            : ''}
        </p>
        <PagedCards
          shown={current}
          label={words.pages}
          grid={GRID}
          onPageChange={openPage}
          renderCard={(post, index) => <BlogPostCard post={post} priority={index === 0} />}
        />
      </>
    );
  }

  return (
    <>
      <PageHero title={words.title} eyebrow={words.eyebrow} intro={words.intro} />
      <section aria-labelledby="blog-list-heading" className="container-site py-10 sm:py-14">
        <div className="flex flex-col gap-5">
          <h2
            id="blog-list-heading"
            ref={headingRef}
            tabIndex={-1}
            lang={category ? lang : undefined}
            className="scroll-mt-28 text-2xl focus:outline-none sm:text-3xl"
          >
            {category || words.allPosts}
          </h2>
          {categories.length > 0 ? (
            <ChoiceButtons
              label={words.category}
              choices={[
                { label: words.all, value: '' },
                ...categories.map((name) => ({ label: name, value: name, lang })),
              ]}
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
