import { Link } from 'react-router';
import { BlogPostCard } from './BlogPostCard';
import type { BlogCardData } from './cardFields';
import { postsIn } from './format';

/** Under a post: a few more posts of its category, and the way to all of them. */
export function MorePosts({ category, posts }: { category: string; posts: readonly BlogCardData[] }) {
  return (
    <section aria-labelledby="more-posts-heading" className="bg-white py-12 sm:py-16">
      <div className="container-site">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="more-posts-heading" className="text-2xl sm:text-3xl">
            More in {category}
          </h2>
          <Link to={postsIn(category)} className="btn-outline">
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
