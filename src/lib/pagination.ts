/** Client-side paging: the backend answers every list whole. */

export interface Page<T> {
  items: T[];
  page: number;
  /** At least 1, so an empty list still reads 'Page 1 of 1'. */
  pageCount: number;
  total: number;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function ensurePageInRange(page: number, total: number, pageSize: number): number {
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, wanted), pageCountOf(total, pageSize));
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const current = ensurePageInRange(page, items.length, pageSize);
  const start = (current - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: current,
    pageCount: pageCountOf(items.length, pageSize),
    total: items.length,
  };
}
