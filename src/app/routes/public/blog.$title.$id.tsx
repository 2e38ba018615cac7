import { Link, useParams } from 'react-router';
import { Breadcrumb } from '@/components/Breadcrumb';
import { ChevronLeftIcon } from '@/components/icons';
import { NotFoundState } from '@/components/NotFoundState';
import { RecordPage } from '@/components/RecordPage';
import { ARTICLE_PHOTO } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { ShareButton } from '@/components/share/ShareButton';
import { Skeleton } from '@/components/Skeleton';
import { paths } from '@/config/paths';
import { blogQueries, type PostPage } from '@/features/blogs/hooks';
import type { Blog } from '@/features/blogs/schema';
import { blogAuthor, blogTitle } from '@/features/blogs/components/format';
import { AuthorLine } from '@/features/blogs/components/AuthorLine';
import { BlogPostCard } from '@/features/blogs/components/BlogPostCard';
import type { BlogCardData } from '@/features/blogs/components/cardFields';
import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { prerenderedAnswer, prerenderQuery } from '@/lib/prerenderQuery';
import { blogPostPageMeta } from '@/lib/recordPageMeta';
import { notFoundPageMeta, publicPageMeta } from '@/lib/pageMeta';
import { isDecodable } from '@/lib/url';
import { readRecord } from '@/app/routeReads';
import { ReadableAddress } from '@/app/ReadableAddress';
import type { Route } from './+types/blog.$title.$id';

export async function loader({ params }: Route.LoaderArgs) {
  return { prerendered: await prerenderQuery(blogQueries.post(params.id)) };
}

/** Awaited, so the meta can name the post. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { prerendered: undefined, read: await readRecord(blogQueries.post(params.id)) };
}

export const POST_NOT_FOUND = 'Post not found';
const GENERAL_DESCRIPTION =
  'An article from the Kalinga Habitats blog for home and land buyers around Bhubaneswar.';

export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  if (!isDecodable(location.pathname)) return notFoundPageMeta(location.pathname);
  const read = loaderData && 'read' in loaderData ? loaderData.read : undefined;
  const post = (read?.data ?? prerenderedAnswer<PostPage>(loaderData?.prerendered))?.post;
  if (read && (!params.id.trim() || (read.data !== undefined && !post))) {
    return publicPageMeta({
      title: POST_NOT_FOUND,
      description: GENERAL_DESCRIPTION,
      path: location.pathname,
      type: 'article',
      noIndex: true,
    });
  }
  if (!post) {
    return publicPageMeta({
      title: params.title || 'Blog',
      description: GENERAL_DESCRIPTION,
      path: location.pathname,
      type: 'article',
    });
  }
  const headline = blogTitle(post);
  return blogPostPageMeta(
    {
      headline,
      // The article's own words after the summary make a fuller description.
      description: [post.sortParagraph, ...post.paragraphs].join(' ').trim() || headline,
      path: paths.blogPost(post.title, post._id),
      image: post.blogImage,
      datePublished: post.createdDate,
      authorName: post.authorName,
      category: post.category,
    },
    paths.blog,
  );
};

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.prerendered}>
      <ReadableAddress page={BlogPostPage} />
    </HydrationBoundary>
  );
}

const categoryLink = (category: string) =>
  `${paths.blog}?${new URLSearchParams({ category: category.trim() }).toString()}`;

/** The backend has no call for one post, so it is found in the all-blogs answer. */
function BlogPostPage() {
  const { id = '' } = useParams();
  const blogs = useQuery({ ...blogQueries.post(id), enabled: Boolean(id.trim()) });
  const post = blogs.data?.post;
  const more = blogs.data?.more ?? [];
  const notFound = !id.trim() || (blogs.data !== undefined && !post);

  return (
    <RecordPage
      record={post}
      missing={notFound}
      notFound={
        <NotFoundState
          title={POST_NOT_FOUND}
          message="This post may have been removed, or the link is not complete."
          backTo={paths.blog}
          backLabel="Back to the blog"
        />
      }
      load={blogs}
      // A post already shown stays when a later reload of the posts fails.
      failed={blogs.isError && !post}
      skeleton={<BlogPostSkeleton />}
    >
      {(post) => (
        <>
          <BlogArticle post={post} />
          {more.length > 0 ? <MorePosts category={post.category.trim()} posts={more} /> : null}
        </>
      )}
    </RecordPage>
  );
}

function BlogArticle({ post }: { post: Blog }) {
  const title = blogTitle(post);
  const category = post.category.trim();
  const paragraphs = post.paragraphs.filter((paragraph) => paragraph.trim());
  const summary = post.sortParagraph.trim();
  return (
    <div className="container-site py-8 sm:py-12">
      <Breadcrumb trail={[{ label: 'Blog', to: paths.blog }]} current={title} />
      <article className="mx-auto mt-6 max-w-3xl">
        <header>
          {category ? (
            <Link
              to={categoryLink(category)}
              aria-label={`Posts in ${category}`}
              className="inline-flex rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700 hover:bg-accent-100"
            >
              {category}
            </Link>
          ) : null}
          <h1 className="mt-4 text-3xl leading-tight break-words sm:text-5xl">{title}</h1>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-ink/10 py-4">
            <AuthorLine name={blogAuthor(post)} image={post.authorImage} date={post.createdDate} />
            <ShareButton title={title} text={summary || undefined} />
          </div>
        </header>
        <SafeImage
          src={post.blogImage}
          alt=""
          priority
          slot={ARTICLE_PHOTO}
          width={1200}
          height={675}
          className="mt-8 aspect-video w-full rounded-2xl"
        />
        <div className="mt-8 space-y-5 text-lg leading-relaxed break-words text-ink">
          {summary ? <p className="text-xl font-medium text-ink-soft">{summary}</p> : null}
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {!summary && paragraphs.length === 0 ? (
            <p className="text-ink-muted">This post has no text yet.</p>
          ) : null}
        </div>
        <footer className="mt-10 border-t border-ink/10 pt-6">
          <Link to={paths.blog} className="btn-outline">
            <ChevronLeftIcon className="h-4 w-4" />
            Back to the blog
          </Link>
        </footer>
      </article>
    </div>
  );
}

function MorePosts({ category, posts }: { category: string; posts: readonly BlogCardData[] }) {
  return (
    <section aria-labelledby="more-posts-heading" className="bg-white py-12 sm:py-16">
      <div className="container-site">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="more-posts-heading" className="text-2xl sm:text-3xl">
            More in {category}
          </h2>
          <Link to={categoryLink(category)} className="btn-outline">
            All {category} posts
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post._id}>
              <BlogPostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function BlogPostSkeleton() {
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
