import { useEffect } from 'react';

/** The 1-based page a `page` query value asks for (1 when absent or not a whole number). */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Moves the URL back into range once the list has loaded, e.g. after the last row of the last
 * page was deleted: `shown` is the page actually displayed (clamped by paginate()).
 */
export function useKeepPageInRange(
  loaded: boolean,
  requested: number,
  shown: number,
  setPage: (page: number) => void,
): void {
  useEffect(() => {
    if (loaded && requested !== shown) setPage(shown);
  }, [loaded, requested, shown, setPage]);
}
