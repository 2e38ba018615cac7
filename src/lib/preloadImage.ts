import { safeUrl } from './url';

/**
 * Starts the download of the image a page will show first, with high priority, before the page
 * renders it (app/publicPages.ts does this with an early answer); the page's img then finds it
 * loaded. Only http(s) URLs, as SafeImage shows.
 */
export function preloadImage(src: string | null | undefined): void {
  const href = safeUrl(src);
  if (!href || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', href);
  document.head.append(link);
}
