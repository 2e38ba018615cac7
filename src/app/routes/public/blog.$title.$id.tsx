import { Link } from 'react-router';
import { Breadcrumb } from '@/components/Breadcrumb';
import { ChevronLeftIcon } from '@/components/icons';
import { ARTICLE_PHOTO } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { ShareButton } from '@/components/share/ShareButton';
import { paths } from '@/config/paths';
import type { Blog } from '@/features/blogs/schema';
import { blogAuthor, blogTitle, postsIn } from '@/features/blogs/components/format';
import { AuthorLine } from '@/features/blogs/components/AuthorLine';
import { MorePosts } from '@/features/blogs/components/MorePosts';
import { PostSkeleton } from '@/features/blogs/components/PostSkeleton';
import { postPage, postPageIn } from '@/features/blogs/postPage';
import { blogQueries } from '@/features/blogs/hooks';
import { recordClientLoader, recordLoader, recordMeta } from '@/app/recordRoute';
import { recordScreen } from '@/app/RecordScreen';
import { useBackendLang, useLocalPath, useMessages } from '@/lib/i18n/useMessages';

export const loader = recordLoader(blogQueries.post);
// Its words, for the meta of a page in Odia or Hindi.
export const clientLoader = recordClientLoader(blogQueries.post, 'post');
export const meta = recordMeta(postPage, postPageIn);

export default recordScreen(postPage, 'post', {
  skeleton: () => <PostSkeleton />,
  notFound: (words) => ({ ...words.notFound, back: words.back }),
  children: (post, { answer }) => (
    <>
      <BlogArticle post={post} />
      {answer.more.length > 0 ? <MorePosts category={post.category.trim()} posts={answer.more} /> : null}
    </>
  ),
});

/** The post is written in English: its words are marked lang="en" on a page in another language. */
function BlogArticle({ post }: { post: Blog }) {
  const words = useMessages('post');
  const { trail } = useMessages('record');
  const { blog } = useMessages('listings');
  const lang = useBackendLang();
  const local = useLocalPath();
  const title = blogTitle(post, blog.untitled);
  const titleLang = post.title ? lang : undefined;
  const category = post.category.trim();
  const [postsInBefore = '', postsInAfter = ''] = words.postsIn.split('{category}');
  const paragraphs = post.paragraphs.filter((paragraph) => paragraph.trim());
  const summary = post.sortParagraph.trim();
  return (
    <div className="container-site py-8 sm:py-12">
      <Breadcrumb
        trail={[{ label: trail.blog, to: local(paths.blog) }]}
        current={title}
        currentLang={titleLang}
      />
      <article className="mx-auto mt-6 max-w-3xl">
        <header>
          {category ? (
            <Link
              to={local(postsIn(category))}
              className="inline-flex rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700 hover:bg-accent-100"
            >
              {/* Named 'Posts in <category>' in the page's words, heard not seen, so that the
                  category (the backend's English) keeps its own lang inside the name; the spaces
                  between are text of their own, which a flex box does not draw. */}
              <span className="sr-only">{postsInBefore.trim()}</span>
              {postsInBefore.trim() ? ' ' : null}
              {lang ? <span lang={lang}>{category}</span> : category}
              {postsInAfter.trim() ? ' ' : null}
              <span className="sr-only">{postsInAfter.trim()}</span>
            </Link>
          ) : null}
          <h1 className="mt-4 text-3xl leading-tight break-words sm:text-5xl" lang={titleLang}>
            {title}
          </h1>
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
          {summary ? (
            <p className="text-xl font-medium text-ink-soft" lang={lang}>
              {summary}
            </p>
          ) : null}
          {paragraphs.map((paragraph, index) => (
            <p key={index} lang={lang}>
              {paragraph}
            </p>
          ))}
          {!summary && paragraphs.length === 0 ? <p className="text-ink-muted">{words.noText}</p> : null}
        </div>
        <footer className="mt-10 border-t border-ink/10 pt-6">
          <Link to={local(paths.blog)} className="btn-outline">
            <ChevronLeftIcon className="h-4 w-4" />
            {words.back}
          </Link>
        </footer>
      </article>
    </div>
  );
}
