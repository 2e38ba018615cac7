import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { landsBackend } from '@tests/test-utils/backend';
import { makeLand } from '@tests/test-utils/fixtures';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };
const lands = (count: number) => Array.from({ length: count }, (_, i) => makeLand(i + 1));
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

beforeEach(async () => {
  await signIn();
});

describe('List of Lands', () => {
  it('shows 5 lands per page, the area in acres, the price with a dollar sign, and the pager', async () => {
    landsBackend(lands(7));
    const { user, location } = renderApp('/lands');
    expect(await screen.findByRole('heading', { name: 'List of Lands', level: 1 }, SLOW)).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Lands' }, SLOW);
    await waitFor(() => expect(document.title).toContain('List of Lands'));
    expect(rowNames()).toEqual(['Land 1', 'Land 2', 'Land 3', 'Land 4', 'Land 5']);
    const first = within(screen.getAllByRole('row')[1]!);
    expect(first.getByText('1.5 acres')).toBeInTheDocument();
    expect(first.getByText('$18,00,000')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(rowNames()).toEqual(['Land 6', 'Land 7']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(location().search).toBe('?page=2');
  });

  it('Edit goes to /edit-land-details/{id}', async () => {
    landsBackend(lands(2));
    const { user, location } = renderApp('/lands');
    const edit = await screen.findByRole('link', { name: 'Edit Land 2' }, SLOW);
    expect(edit).toHaveAttribute('href', '/edit-land-details/land-2');
    await user.click(edit);
    await waitFor(() => expect(location().pathname).toBe('/edit-land-details/land-2'));
  });

  it("asks 'Are you sure, you want to delete this item !': Cancel keeps it, Delete removes it and reloads", async () => {
    const backend = landsBackend(lands(3));
    const { user } = renderApp('/lands');
    await user.click(await screen.findByRole('button', { name: 'Delete Land 2' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Delete land' });
    expect(dialog).toHaveTextContent('Are you sure, you want to delete this item !');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.sent).toEqual([]);
    expect(rowNames()).toContain('Land 2');

    await user.click(screen.getByRole('button', { name: 'Delete Land 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Land deleted successfully')).toBeInTheDocument();
    expect(backend.sent).toEqual([
      { method: 'DELETE', path: '/real-estate/lands/delete-land-by-id/land-2', body: undefined },
    ]);
    await waitFor(() => expect(rowNames()).toEqual(['Land 1', 'Land 3']));
  });

  it('deleting the last row of the last page moves back a page', async () => {
    landsBackend(lands(6));
    const { user, location } = renderApp('/lands?page=2');
    await user.click(await screen.findByRole('button', { name: 'Delete Land 6' }, SLOW));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(5);
  });

  it('a failed delete shows the error and keeps the land', async () => {
    landsBackend(lands(2));
    server.use(http.delete('*/real-estate/lands/delete-land-by-id/:id', () => HttpResponse.error()));
    const { user } = renderApp('/lands');
    await user.click(await screen.findByRole('button', { name: 'Delete Land 1' }, SLOW));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
    expect(rowNames()).toContain('Land 1');
  });

  it('an empty list says No data found.', async () => {
    landsBackend([]);
    renderApp('/lands');
    expect(await screen.findByText('No data found.', {}, SLOW)).toBeInTheDocument();
  });

  it('a failing load ends with a message and Retry', async () => {
    server.use(http.get('*/real-estate/lands/get-all-lands', () => HttpResponse.json({}, { status: 500 })));
    renderApp('/lands');
    expect(await screen.findByRole('button', { name: 'Retry' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['{}', {}],
    ['a string', 'nope'],
    ['garbage records', [null, 3, { generalInfo: 7, physicalCharacteristics: { totalArea: 'big' } }]],
  ])('a malformed answer (%s) does not crash', async (_label, body) => {
    server.use(http.get('*/real-estate/lands/get-all-lands', () => HttpResponse.json(body)));
    renderApp('/lands');
    expect(await screen.findByText('Page 1 of 1', {}, SLOW)).toBeInTheDocument();
  });
});
