import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fill } from '@/lib/i18n/fill';
import { useBackendLang, useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { BlogPostCard } from './BlogPostCard';
import type { BlogCardData } from './cardFields';
import { postsIn } from './format';

/** Under a post: a few more posts of its category, and the way to all of them. */
export function MorePosts({ category, posts }: { category: string; posts: readonly BlogCardData[] }) {
  const words = useMessages('post');
  const lang = useBackendLang();
  const local = useLocalPath();
  return (
    <section aria-labelledby="more-posts-heading" className="bg-white py-12 sm:py-16">
      <div className="container-site">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="more-posts-heading" className="text-2xl sm:text-3xl">
            {withCategory(words.moreIn, category, lang)}
          </h2>
          <Link to={local(postsIn(category))} className="btn-outline">
            {withCategory(words.allIn, category, lang)}
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

/** A sentence around the category, which is the backend's: marked English on a page in another language. */
function withCategory(template: string, category: string, lang: 'en' | undefined): ReactNode {
  if (!lang) return fill(template, { category });
  const [before = '', after = ''] = template.split('{category}');
  return (
    <>
      {before}
      <span lang={lang}>{category}</span>
      {after}
    </>
  );
}
