import { UNSAFE_useScrollRestoration as useScrollRestoration, type Location } from 'react-router';

// The browser makes an entry of its own for a page opened from its address and for an in-page link
// (`#main`, a contents entry); React Router gives each the key 'default', so a position saved for one
// would be restored for the other and undo the jump to the anchor. Those are keyed by their address.
const positionKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;

/**
 * React Router's scroll restoration: a new page opens at its top, Back and Forward return to where
 * the visitor was (a list's page and place). Its `<ScrollRestoration />` component would also write an
 * inline script into each page, which the CSP refuses; the hook alone does the work in the browser.
 * The first page keeps its place: it arrives rendered, and the visitor may have scrolled before the
 * app took over.
 */
export function ScrollRestoration() {
  useScrollRestoration({ getKey: positionKey });
  return null;
}
