import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

/**
 * React Router's scroll restoration: a new page opens at its top, Back and Forward return to where
 * the visitor was (a list's page and place). Its `<ScrollRestoration />` component would also write an
 * inline script into each page, which the CSP refuses; the hook alone does the work in the browser.
 * The first page keeps its place: it arrives rendered, and the visitor may have scrolled before the
 * app took over.
 */
export function ScrollRestoration() {
  useScrollRestoration();
  return null;
}
