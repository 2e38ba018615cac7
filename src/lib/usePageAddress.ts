import { useHref, useLocation } from 'react-router';

export interface PageAddress {
  pathname: string;
  search: string;
  /** Without the basename: what `navigate` takes to come back here. */
  path: string;
  url: string;
}

// From the router, not window.location: it follows every navigation and is right under a memory router.
export function usePageAddress(): PageAddress {
  const { pathname, search, hash } = useLocation();
  const href = useHref({ pathname, search, hash });
  const url = typeof window === 'undefined' ? href : new URL(href, window.location.origin).href;
  return { pathname, search, path: `${pathname}${search}${hash}`, url };
}
