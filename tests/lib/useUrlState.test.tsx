import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useNavigation, type MiddlewareFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState } from '@/lib/useUrlState';

function Filters() {
  const [state, update] = useUrlState({ q: '', city: '', page: '1' });
  return (
    <>
      <p>{`q=${state.q} city=${state.city} page=${state.page}`}</p>
      <button type="button" onClick={() => update({ page: '3' })}>
        Page 3
      </button>
      <button
        type="button"
        onClick={() => {
          update({ q: 'green' });
          update({ city: 'Puri' });
        }}
      >
        Two changes
      </button>
    </>
  );
}

function Search() {
  const [state, update] = useUrlState({ q: '', page: '1' });
  return (
    <input aria-label="Search" value={state.q} onChange={(event) => update({ q: event.target.value })} />
  );
}

/**
 * A route with client middleware, as the back office has: the router then applies every change of
 * the address, the query's alone included, after the middleware, so not at once.
 */
const laterMiddleware: MiddlewareFunction = async () => {
  await Promise.resolve();
};

/** The search box beside a loading bar, as the back office draws it: each navigation renders twice. */
function SearchBesideProgress() {
  const loading = useNavigation().state === 'loading';
  return (
    <>
      {loading ? <p role="status">Loading</p> : null}
      <Search />
    </>
  );
}

function renderAt(path: string, element = <Filters />, middleware: MiddlewareFunction[] = []) {
  const router = createMemoryRouter([{ path: '/', element, middleware }], {
    initialEntries: [path],
    future: { v8_middleware: true },
  });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router, search: () => router.state.location.search };
}

describe('useUrlState', () => {
  it('keeps both of two changes made before the next render, and a change goes back to page 1', async () => {
    const { user, search } = renderAt('/?page=2');
    await screen.findByText('q= city= page=2');
    await user.click(screen.getByRole('button', { name: 'Two changes' }));
    await waitFor(() => expect(search()).toBe('?q=green&city=Puri'));
    expect(screen.getByText('q=green city=Puri page=1')).toBeInTheDocument();
  });

  it('leaves values equal to their default out of the URL and keeps the others', async () => {
    const { user, search } = renderAt('/?q=lake');
    await screen.findByText('q=lake city= page=1');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(search()).toBe('?q=lake&page=3'));
  });

  it('keeps every key typed quickly into a bound text box, replacing the history entry', async () => {
    const { user, router, search } = renderAt('/?page=2', <Search />);
    const box = await screen.findByRole('textbox', { name: 'Search' });
    await user.type(box, 'green valley');
    expect(box).toHaveValue('green valley');
    await waitFor(() => expect(search()).toBe('?q=green+valley'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('takes a value from a link or Back over what was typed', async () => {
    const { user, router } = renderAt('/?q=lake', <Search />);
    const box = await screen.findByRole('textbox', { name: 'Search' });
    await waitFor(() => expect(box).toHaveValue('lake'));
    await user.type(box, 's');
    await act(() => router.navigate('/?q=hill'));
    expect(box).toHaveValue('hill');
  });

  it('keeps every key typed quickly while each change of the address is applied late (after middleware)', async () => {
    const { user, search } = renderAt('/?page=2', <SearchBesideProgress />, [laterMiddleware]);
    const box = await screen.findByRole('textbox', { name: 'Search' });
    await user.type(box, 'BHUBANESWAR heights');
    expect(box).toHaveValue('BHUBANESWAR heights');
    await waitFor(() => expect(search()).toBe('?q=BHUBANESWAR+heights'));
    expect(box).toHaveValue('BHUBANESWAR heights');
  });

  it('takes a value from a link over what was typed while the changes are applied late', async () => {
    const { user, router } = renderAt('/?q=lake', <SearchBesideProgress />, [laterMiddleware]);
    const box = await screen.findByRole('textbox', { name: 'Search' });
    await waitFor(() => expect(box).toHaveValue('lake'));
    await user.type(box, 's');
    await act(() => router.navigate('/?q=hill'));
    await waitFor(() => expect(box).toHaveValue('hill'));
    await user.type(box, 'side');
    await waitFor(() => expect(router.state.location.search).toBe('?q=hillside'));
    expect(box).toHaveValue('hillside');
  });
});
