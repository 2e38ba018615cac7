import type { LiHTMLAttributes, ReactNode } from 'react';
import { useMessages } from '@/lib/i18n/useMessages';
import type { Page } from '@/lib/pagination';
import { NumberedPager } from './Pager';

type ItemAttributes = Omit<LiHTMLAttributes<HTMLLIElement>, 'children'> &
  Record<`data-${string}`, string | number>;

export interface PagedCardsProps<Item extends { _id: string }> {
  shown: Pick<Page<Item>, 'items' | 'page' | 'pageCount'>;
  /** Names the pager for assistive technology ('Blog pages'). */
  label: string;
  grid: string;
  onPageChange: (page: number) => void;
  renderCard: (item: Item, index: number) => ReactNode;
  /** Attributes of each card's list item (the projects' scroll animation, its data-aos attributes). */
  itemProps?: (index: number) => ItemAttributes;
}

/** One page of a public list's cards and the pager under them. */
export function PagedCards<Item extends { _id: string }>({
  shown,
  label,
  grid,
  onPageChange,
  renderCard,
  itemProps,
}: PagedCardsProps<Item>) {
  const { pageButton } = useMessages('lists');
  return (
    <>
      <ul className={grid}>
        {shown.items.map((item, index) => (
          <li key={item._id || index} {...itemProps?.(index)}>
            {renderCard(item, index)}
          </li>
        ))}
      </ul>
      <NumberedPager
        page={shown.page}
        pageCount={shown.pageCount}
        onChange={onPageChange}
        label={label}
        pageButton={pageButton}
      />
    </>
  );
}
