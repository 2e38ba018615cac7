import { pageOrFirst, type FirstPage } from './pagination';
import { useListTop } from './useListTop';
import { useRestoreWhenShown } from './useRestoreWhenShown';

interface PagedListOptions<T> {
  /** The whole list as narrowed and ordered, once it is in. */
  found: readonly T[] | undefined;
  /** The page the address asks for. */
  page: number;
  pageSize: number;
  /** The first page the build wrote, given only while nothing narrows the list. */
  preview: FirstPage<T> | undefined;
  /** The read failed: the list shows its Retry, not a page. */
  failed: boolean;
  /** What else the list waits for before it shows its rows (its filters' choices). */
  ready?: boolean;
  /** Puts the page in the address. */
  onPageChange: (page: number) => void;
}

/**
 * What every public list does with its pages: the page to show (from the whole list once it is
 * in, until then the page the build wrote), Back to the visitor's place once the rows show, and
 * another page opened at the list's top (`listTop`, on the element a new page starts from).
 */
export function usePagedList<T, Top extends HTMLElement = HTMLDivElement>({
  found,
  page,
  pageSize,
  preview,
  failed,
  ready = true,
  onPageChange,
}: PagedListOptions<T>) {
  const [listTop, showListTop] = useListTop<Top>();
  const shown = pageOrFirst(found, page, pageSize, preview);
  useRestoreWhenShown(!failed && shown !== undefined && ready);
  const openPage = (next: number) => {
    onPageChange(next);
    showListTop();
  };
  return { shown, listTop, openPage };
}
