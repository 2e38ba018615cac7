import { useEffect, useRef } from 'react';

/**
 * Opens the browser's print dialog once `ready` turns true, once for each `page` (a re-render, or
 * the page settling again, does not open it twice). A browser that refuses leaves the page as it is:
 * its own Print button still works.
 */
export function useAutoPrint(ready: boolean, page: string): void {
  const printedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || printedFor.current === page) return;
    // After this frame is painted: the dialog shows the page as it stands.
    const timer = window.setTimeout(() => {
      printedFor.current = page;
      try {
        window.print();
      } catch {
        // Blocked (an embedded frame, a browser setting): the toolbar's button remains.
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [ready, page]);
}
