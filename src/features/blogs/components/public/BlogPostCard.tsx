import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../../components/icons';
import { SafeImage } from '../../../../components/SafeImage';
import { Skeleton } from '../../../../components/Skeleton';
import { paths } from '../../../../config/paths';
import type { Blog } from '../../schema';
import { blogAuthor, blogTitle } from '../format';
import { AuthorLine } from './AuthorLine';
import { CategoryTag } from './CategoryTag';

export interface BlogPostCardProps {
  post: Blog;
  headingLevel?: 2 | 3;
  /** The first card of a page: its image is what the visitor sees first, so it loads first. */
  priority?: boolean;
}

/**
 * A post in a list: image, category, title (a link to the post that covers the whole card), the
 * short summary, author and date. Every text is the server's, shown as text.
 */
export function BlogPostCard({ post, headingLevel = 3, priority = false }: BlogPostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = blogTitle(post);
  const id = post._id.trim();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card transition-shadow focus-within:shadow-lift hover:shadow-lift">
      <div className="relative aspect-video overflow-hidden bg-sand-dark">
        <SafeImage
          src={post.blogImage}
          alt=""
          priority={priority}
          loadWhenNear
          width={480}
          height={270}
          className="h-full w-full transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.category.trim() ? (
          <p>
            <CategoryTag category={post.category} />
          </p>
        ) : null}
        <Heading className="text-lg leading-snug font-semibold">
          {id ? (
            <Link
              to={paths.blogPost(post.title, id)}
              className="line-clamp-3 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {post.sortParagraph.trim() ? (
          <p className="line-clamp-3 text-sm leading-relaxed text-ink-soft">{post.sortParagraph}</p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-ink/10 pt-4">
          <AuthorLine name={blogAuthor(post)} image={post.authorImage} date={post.createdDate} size="small" />
          {id ? (
            <ChevronRightIcon className="h-5 w-5 shrink-0 text-accent-500 transition-transform group-hover:translate-x-1" />
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The card's shape while the posts load. */
export function BlogPostCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-card" data-testid="blog-post-skeleton">
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex items-center gap-3 pt-2">
          <Skeleton className="h-9 w-9 rounded-full" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
    </div>
  );
}
