/** Apart from seo.ts, which every page loads, so that only record pages load these builders. */
import type { MetaDescriptor } from 'react-router';
import { type BlogPostingInput, isoTime, type ListingInput, publicPageMeta } from './seo';

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
