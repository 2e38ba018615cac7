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

/**
 * The page buttons to show: the first, the last, and the pages next to the current one, with a gap
 * where pages are left out, so a list of hundreds of pages keeps a pager of a few buttons.
 */
export function pageWindow(page: number, pageCount: number, around = 1): (number | 'gap')[] {
  const shown = new Set([1, pageCount]);
  for (let near = page - around; near <= page + around; near += 1) {
    if (near >= 1 && near <= pageCount) shown.add(near);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((number, index) => {
    const previous = sorted[index - 1];
    // A gap of one page shows that page: a button takes no more room than the gap would.
    if (previous !== undefined && number - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) out.push('gap');
    out.push(number);
  });
  return out;
}

/** A public list's first page as the build writes it: its cards and how many the list holds. */
export interface FirstPage<T> {
  items: T[];
  total: number;
}

/**
 * A list's first page as the build writes it, from the list in its default order: the first
 * `pageSize` items, each cut to what its card shows, and how many the list holds.
 */
export function firstPageOf<T, Card>(
  shown: readonly T[],
  pageSize: number,
  toCard: (item: T) => Card,
): FirstPage<Card> {
  return { items: shown.slice(0, pageSize).map(toCard), total: shown.length };
}

/**
 * The page a public list shows: from the whole list once it is in; until then the first page the
 * build wrote (`first`, given only while nothing narrows the list), for page 1 alone.
 */
export function pageOrFirst<T>(
  all: readonly T[] | undefined,
  page: number,
  pageSize: number,
  first: FirstPage<T> | undefined,
): Page<T> | undefined {
  if (all) return paginate(all, page, pageSize);
  if (!first || page !== 1) return undefined;
  return {
    items: [...first.items],
    page: 1,
    pageCount: pageCountOf(first.total, pageSize),
    total: first.total,
  };
}
