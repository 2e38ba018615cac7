import { ChevronRightIcon } from '@/components/icons';
import { CARD_OF_THREE } from '@/components/imageSlots';
import { LinkCard, LinkCardSkeleton, LinkCardTitle } from '@/components/LinkCard';
import { Skeleton } from '@/components/Skeleton';
import { paths } from '@/config/paths';
import type { BlogCardData } from './cardFields';
import { blogAuthor } from '@/features/blogs/components/format';
import { useBackendLang, useMessages } from '@/lib/i18n/useMessages';
import { AuthorLine } from './AuthorLine';
import { CategoryTag } from './CategoryTag';

export interface BlogPostCardProps {
  post: BlogCardData;
  headingLevel?: 2 | 3;
  /** The first card's image is what the visitor sees first, so it loads first. */
  priority?: boolean;
}

/**
 * A post is written in English: its title, summary, category, author and date are marked lang="en" on a
 * page in another language (useBackendLang).
 */
export function BlogPostCard({ post, headingLevel = 3, priority = false }: BlogPostCardProps) {
  const { blog: words } = useMessages('listings');
  const lang = useBackendLang();
  const id = post._id.trim();
  return (
    <LinkCard
      image={{ src: post.blogImage, alt: '', aspect: '16/9', priority, slot: CARD_OF_THREE }}
      gap="gap-3"
    >
      {post.category.trim() ? (
        <p lang={lang}>
          <CategoryTag category={post.category} />
        </p>
      ) : null}
      <LinkCardTitle
        level={headingLevel}
        to={id ? paths.blogPost(post.title, id) : null}
        linkClassName="line-clamp-3"
        lang={post.title ? lang : undefined}
      >
        {post.title || words.untitled}
      </LinkCardTitle>
      {post.sortParagraph.trim() ? (
        <p className="line-clamp-3 text-sm leading-relaxed text-ink-soft" lang={lang}>
          {post.sortParagraph}
        </p>
      ) : null}
      <div
        className="mt-auto flex items-center justify-between gap-3 border-t border-ink/10 pt-4"
        lang={lang}
      >
        <AuthorLine name={blogAuthor(post)} image={post.authorImage} date={post.createdDate} size="small" />
        {id ? (
          <ChevronRightIcon className="h-5 w-5 shrink-0 text-accent-500 transition-transform group-hover:translate-x-1" />
        ) : null}
      </div>
    </LinkCard>
  );
}

export function BlogPostCardSkeleton() {
  return (
    <LinkCardSkeleton
      aspect="16/9"
      testId="blog-post-skeleton"
      lines={['h-5 w-24 rounded-full', 'h-5 w-4/5', 'h-4 w-full', 'h-4 w-2/3']}
    >
      <div className="flex items-center gap-3 pt-2">
        <Skeleton className="h-9 w-9 rounded-full" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </LinkCardSkeleton>
  );
}
