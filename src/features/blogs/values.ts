/** Shown when a blog has no author image. */
export const DEFAULT_AUTHOR_IMAGE = '/images/author-placeholder.svg';
