import { paths } from '@/config/paths';
import { recordKind } from '@/lib/recordKind';
import { blogPostPageMeta } from '@/lib/recordPageMeta';
import { blogTitle } from './components/format';
import { blogQueries, type PostPage } from './hooks';
import type { Blog } from './schema';

/** A post's page, found among the posts (the backend has no call for one): `src/app/recordRoute.ts`. */
export const postPage = recordKind({
  query: blogQueries.post,
  recordOf: (answer: PostPage): Blog | undefined => answer.post,
  isEmpty: () => false,
  nameOf: blogTitle,
  pathOf: (post, id) => paths.blogPost(post.title, post._id || id),
  photoOf: (post) => post.blogImage,
  untitled: (params) => params.title || 'Blog',
  notFound: {
    title: 'Post not found',
    message: 'This post may have been removed, or the link is not complete.',
    backTo: paths.blog,
    backLabel: 'Back to the blog',
  },
  description: 'An article from the Kalinga Habitats blog for home and land buyers around Bhubaneswar.',
  type: 'article',
  meta: (post) => {
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
  },
});
