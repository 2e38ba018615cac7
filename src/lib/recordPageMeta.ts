/**
 * The `meta` of a page about one record (a building, a land, a blog post): its own tags and what it
 * is about. Apart from src/lib/seo.ts, which every page loads, so that only these pages load them.
 */
import type { MetaDescriptor } from 'react-router';
import { type BlogPostingInput, isoTime, type ListingInput, publicPageMeta } from './seo';

/**
 * A building's or land's page: its own title, description and first photo, its RealEstateListing
 * and the trail Home > Properties > the listing. `propertiesPath` is the list's address.
 */
export function listingPageMeta(listing: ListingInput, propertiesPath: string): MetaDescriptor[] {
  return publicPageMeta(
    {
      title: listing.name,
      description: listing.description,
      path: listing.path,
      image: listing.images[0],
      imageAlt: listing.name,
    },
    {
      listing,
      trail: [
        { name: 'Home', path: '/' },
        { name: 'Properties', path: propertiesPath },
        { name: listing.name, path: listing.path },
      ],
    },
  );
}

/**
 * A blog post's page: an article with its own title, summary and image, its BlogPosting and the
 * trail Home > Blog > the post. `blogPath` is the blog's address.
 */
export function blogPostPageMeta(post: BlogPostingInput, blogPath: string): MetaDescriptor[] {
  const published = isoTime(post.datePublished);
  const section = post.category?.trim();
  return [
    ...publicPageMeta(
      {
        title: post.headline,
        description: post.description,
        path: post.path,
        image: post.image,
        imageAlt: post.headline,
        type: 'article',
      },
      {
        post,
        trail: [
          { name: 'Home', path: '/' },
          { name: 'Blog', path: blogPath },
          { name: post.headline, path: post.path },
        ],
      },
    ),
    ...(published ? [{ property: 'article:published_time', content: published }] : []),
    ...(section ? [{ property: 'article:section', content: section }] : []),
  ];
}
