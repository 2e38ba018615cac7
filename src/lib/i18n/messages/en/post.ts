/** A blog post's page: its category link, the way back, More in its category, its loading and not-found states, and what search results say of it. */
export default {
  /** What a search result says of a post's page before the post names it. */
  description: 'An article from the Kalinga Habitats blog for home and land buyers around Bhubaneswar.',
  /** A post's description on a page in another language: the post itself stays in English. */
  postDescription: '{title}: an article from the Kalinga Habitats blog, written in English.',
  /** The page's name while neither the post nor its address names it. */
  untitled: 'Blog',
  notFound: {
    title: 'Post not found',
    message: 'This post may have been removed, or the link is not complete.',
  },
  loading: 'Loading post',
  /** The category tag's name for a screen reader: it links to the category's posts. */
  postsIn: 'Posts in {category}',
  noText: 'This post has no text yet.',
  back: 'Back to the blog',
  moreIn: 'More in {category}',
  allIn: 'All {category} posts',
} as const;
