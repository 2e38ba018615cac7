import { useEffect, useRef } from 'react';
import { usePageAddress } from '@/lib/usePageAddress';

/**
 * Every route change starts at the top of the page. Not the first page: it arrives rendered, and a
 * visitor may have scrolled it before the app took over.
 */
export function ScrollToTop() {
  const { pathname } = usePageAddress();
  const shown = useRef(pathname);
  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
