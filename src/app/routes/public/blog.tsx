import type { ShouldRevalidateFunction } from 'react-router';
import { HydrationBoundary } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { BlogIndexPage } from '@/features/blogs/components/public/BlogIndexPage';
import { blogQueries } from '@/features/blogs/hooks';
import { prerenderQuery } from '@/lib/prerenderQuery';
import { publicPageMeta } from '@/lib/seo';
import { queryClient } from '@/app/queryClient';
import type { Route } from './+types/blog';

/** At build time: the posts, rendered into the page's HTML (the first page of every category). */
export async function loader() {
  return { prerendered: await prerenderQuery(blogQueries.all()) };
}

/** In the browser: the posts are asked for while the page's code loads. */
export function clientLoader() {
  void queryClient.prefetchQuery(blogQueries.all());
  return { prerendered: undefined };
}

/** The category and the page change the query only: the list is already in the cache. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'Blog',
    description:
      'Guides for home and land buyers around Bhubaneswar: RERA and legal checks, home loans, localities, Vastu and investment, from the Kalinga Habitats team.',
    path: paths.blog,
  });

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.prerendered}>
      <BlogIndexPage />
    </HydrationBoundary>
  );
}
