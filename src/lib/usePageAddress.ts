import { useHref, useLocation } from 'react-router';

export interface PageAddress {
  /** The path of the page being shown, as the router matches it: to pick or check by path. */
  pathname: string;
  /** Its query, '' or '?…'. */
  search: string;
  /** Path, query and hash, without the basename: what `navigate` takes to come back here. */
  path: string;
  /** The full address, as the browser's address bar shows it: to share or send. */
  url: string;
}

/**
 * The page's address, read from the router, so it follows every navigation and is right under a
 * memory router (tests) too. The full address is put on the window's origin with the router's
 * basename; in the HTML rendered at build time there is no window, and it stays a path.
 */
export function usePageAddress(): PageAddress {
  const { pathname, search, hash } = useLocation();
  const href = useHref({ pathname, search, hash });
  const url = typeof window === 'undefined' ? href : new URL(href, window.location.origin).href;
  return { pathname, search, path: `${pathname}${search}${hash}`, url };
}
