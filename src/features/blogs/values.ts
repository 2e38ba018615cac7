export const DEFAULT_AUTHOR_IMAGE = '/images/author-placeholder.svg';
