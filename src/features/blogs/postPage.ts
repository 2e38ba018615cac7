import type { Params } from 'react-router';
import { paths } from '@/config/paths';
import { fill } from '@/lib/i18n/fill';
import type { Language } from '@/lib/i18n/languages';
import { recordKind } from '@/lib/recordKind';
import { blogPostPageMeta, recordMetaWordsIn } from '@/lib/recordPageMeta';
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
    // The article's own words after the summary make a fuller description.
    const description = [post.sortParagraph, ...post.paragraphs].join(' ').trim() || headline;
    return blogPostPageMeta(postPosting(post, headline, description), paths.blog);
  },
});

function postPosting(post: Blog, headline: string, description: string) {
  return {
    headline,
    description,
    path: paths.blogPost(post.title, post._id),
    image: post.blogImage,
    datePublished: post.createdDate,
    authorName: post.authorName,
    category: post.category,
  };
}

/**
 * A post's page in Odia or Hindi, for its `meta` (src/app/recordRoute.ts): the page's words in the
 * language, the post's title as written, and a description that says the post is in English.
 * Nothing while its namespaces load (the route's clientLoader loads them: post, record, shell, listings).
 */
export function postPageIn(language: Exclude<Language, 'en'>) {
  return recordMetaWordsIn(language, 'post', ({ words, listings, record, shell }) => ({
    untitled: (params: Params) => params.title || words.untitled,
    meta: (post: Blog) => {
      const headline = post.title || listings.blog.untitled;
      return blogPostPageMeta(
        postPosting(post, headline, fill(words.postDescription, { title: headline })),
        paths.blog,
        { language, home: shell.nav.home, blog: record.trail.blog },
      );
    },
  }));
}
