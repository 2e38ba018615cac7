import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListUrlState } from '@/lib/useListUrlState';

type ListState = ReturnType<typeof useListUrlState<'status' | 'city'>>;
let latest: ListState | undefined;
const report = (state: ListState) => {
  latest = state;
};

function List({ onRender }: { onRender: (state: ListState) => void }) {
  const state = useListUrlState({ status: 'All', city: '' });
  onRender(state);
  return <p>{`${JSON.stringify(state.values)} ${state.search} ${state.page}`}</p>;
}

function open(path: string) {
  latest = undefined;
  const router = createMemoryRouter([{ path: '/list', element: <List onRender={report} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const current = () => latest!;

describe('useListUrlState', () => {
  it('reads the declared values, the search and the page from the address, with defaults', () => {
    open('/list?city=Puri&page=3&search=lake&other=x');
    expect(current().values).toEqual({ status: 'All', city: 'Puri' });
    expect(current().search).toBe('lake');
    expect(current().page).toBe(3);
    open('/list?page=none');
    expect(current().page).toBe(1);
  });

  it('keeps the same values while only the search changes, so work keyed on them is not redone', async () => {
    const router = open('/list?city=Puri');
    const before = current().values;
    await act(async () => current().setSearch('gar'));
    await act(async () => current().setSearch('garden'));
    expect(screen.getByText(/garden/)).toBeInTheDocument();
    expect(current().values).toBe(before);
    expect(router.state.location.search).toBe('?city=Puri&search=garden');
  });

  it('goes back to page 1 when a value changes, and keeps the values when the page does', async () => {
    const router = open('/list?city=Puri&page=2');
    await act(async () => current().update({ status: 'Ongoing' }));
    expect(router.state.location.search).toBe('?city=Puri&status=Ongoing');
    await act(async () => current().changePage(4));
    expect(router.state.location.search).toBe('?city=Puri&status=Ongoing&page=4');
    expect(current().values).toEqual({ status: 'Ongoing', city: 'Puri' });
    // A value set back to its default leaves the address.
    await act(async () => current().update({ status: 'All' }));
    expect(router.state.location.search).toBe('?city=Puri');
  });
});
