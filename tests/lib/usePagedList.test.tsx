import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { FirstPage } from '@/lib/pagination';
import { usePagedList } from '@/lib/usePagedList';

const names = Array.from({ length: 25 }, (_, index) => `Listing ${index + 1}`);
const preview: FirstPage<string> = { items: names.slice(0, 10), total: 25 };

interface ListProps {
  found: string[] | undefined;
  page: number;
  onPageChange: (page: number) => void;
}

function List({ found, page, onPageChange }: ListProps) {
  const { shown, listTop, openPage } = usePagedList({
    found,
    page,
    pageSize: 10,
    preview,
    failed: false,
    onPageChange,
  });
  return (
    <>
      <h2 ref={listTop} tabIndex={-1}>
        Listings
      </h2>
      <p>{shown ? `${shown.items.join(', ')} (page ${shown.page} of ${shown.pageCount})` : 'Loading'}</p>
      <button type="button" onClick={() => openPage(2)}>
        Page 2
      </button>
    </>
  );
}

function renderList(props: ListProps) {
  const router = createMemoryRouter([{ path: '/', element: <List {...props} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('usePagedList', () => {
  it('shows the page the build wrote on page 1 until the whole list is in, and no page 2 meanwhile', async () => {
    const view = renderList({ found: undefined, page: 1, onPageChange: vi.fn() });
    expect(await screen.findByText(/^Listing 1, .*Listing 10 \(page 1 of 3\)$/)).toBeInTheDocument();
    view.unmount();
    renderList({ found: undefined, page: 2, onPageChange: vi.fn() });
    expect(await screen.findByText('Loading')).toBeInTheDocument();
  });

  it('pages the whole list once it is in', async () => {
    renderList({ found: names, page: 3, onPageChange: vi.fn() });
    expect(
      await screen.findByText('Listing 21, Listing 22, Listing 23, Listing 24, Listing 25 (page 3 of 3)'),
    ).toBeInTheDocument();
  });

  it('opens another page at the list top, with the focus there', async () => {
    const onPageChange = vi.fn();
    renderList({ found: names, page: 1, onPageChange });
    const button = await screen.findByRole('button', { name: 'Page 2' });
    act(() => button.click());
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('heading', { name: 'Listings' })).toHaveFocus();
  });
});
