import { useEffect, useRef } from 'react';
import { usePageAddress } from '@/lib/usePageAddress';

/** Not on the first page: it arrives rendered, and the visitor may have scrolled before the app took over. */
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
