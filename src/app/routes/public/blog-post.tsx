import { HydrationBoundary } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { blogTitle } from '@/features/blogs/components/format';
import { BlogPostPage } from '@/features/blogs/components/public/BlogPostPage';
import { findPost } from '@/features/blogs/components/public/posts';
import { blogQueries } from '@/features/blogs/hooks';
import type { Blog } from '@/features/blogs/schema';
import { prerenderedAnswer, prerenderQuery } from '@/lib/prerenderQuery';
import { blogPostPageMeta } from '@/lib/recordPageMeta';
import { publicPageMeta } from '@/lib/seo';
import { queryClient } from '@/app/queryClient';
import { ReadableAddress } from '@/app/ReadableAddress';
import type { Route } from './+types/blog-post';

/** At build time: the posts (there is no call for one), rendered into the page's HTML. */
export async function loader() {
  return { prerendered: await prerenderQuery(blogQueries.all()) };
}

/** In the browser: the posts are asked for while the page's code loads. */
export function clientLoader() {
  void queryClient.prefetchQuery(blogQueries.all());
  return { prerendered: undefined };
}

/**
 * The post's own title, summary, image and BlogPosting, from the answer rendered at build time (a
 * post written since opens with the general ones until its page loads).
 */
export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  const posts = prerenderedAnswer<Blog[]>(loaderData?.prerendered);
  const post = posts ? findPost(posts, params.id) : undefined;
  if (!post) {
    return publicPageMeta({
      title: params.title || 'Blog',
      description: 'An article from the Kalinga Habitats blog for home and land buyers around Bhubaneswar.',
      path: location.pathname,
      type: 'article',
    });
  }
  const headline = blogTitle(post);
  return blogPostPageMeta(
    {
      headline,
      // The summary first; the article's own words make a fuller description (cut to 160 characters).
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
