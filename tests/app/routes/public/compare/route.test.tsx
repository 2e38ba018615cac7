import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

const [b1, b2, b3, b4, b5] = seedBuildings;
const [l1] = seedLands;
const nameOf = (building: (typeof seedBuildings)[number]) => building.generalInfo.BuildingsName;
const GONE = '65f0b1000000000000000999';

const cardOf = async (name: string) => {
  const heading = await screen.findByRole('heading', { name }, { timeout: 15_000 });
  const card = heading.closest('article');
  if (!card) throw new Error(`No card for ${name}`);
  return within(card);
};
const tray = () => screen.findByRole('complementary', { name: 'Listings to compare' });
const stored = () => JSON.parse(localStorage.getItem('compare') ?? '[]') as unknown;

describe('Compare', () => {
  it(
    'chooses buildings on their cards; the tray shows them and links to the comparison from two',
    { timeout: 30_000 },
    async () => {
      const { user } = renderApp('/properties');
      const first = await cardOf(nameOf(b1!));
      const compare = first.getByRole('button', { name: 'Compare' });
      expect(compare).toHaveAttribute('aria-pressed', 'false');
      await user.click(compare);
      expect(compare).toHaveAttribute('aria-pressed', 'true');
      expect(stored()).toEqual([{ kind: 'building', id: b1!._id }]);

      const shown = within(await tray());
      expect(await shown.findByText(nameOf(b1!))).toBeInTheDocument();
      expect(shown.getByRole('button', { name: 'Compare now' })).toBeDisabled();

      await user.click((await cardOf(nameOf(b2!))).getByRole('button', { name: 'Compare' }));
      const link = await shown.findByRole('link', { name: 'Compare now' });
      expect(link).toHaveAttribute('href', `/compare?ids=b-${b1!._id},b-${b2!._id}`);
      expect(await shown.findByText(nameOf(b2!))).toBeInTheDocument();

      // Pressed again, it takes the building out.
      await user.click(compare);
      expect(compare).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => expect(shown.queryByText(nameOf(b1!))).not.toBeInTheDocument());
      await user.click(shown.getByRole('button', { name: `Remove ${nameOf(b2!)} from the comparison` }));
      await waitFor(() =>
        expect(screen.queryByRole('complementary', { name: 'Listings to compare' })).toBeNull(),
      );
    },
  );

  it(
    'refuses a fifth listing and a land among buildings, saying why, and Clear starts again',
    { timeout: 30_000 },
    async () => {
      localStorage.setItem(
        'compare',
        JSON.stringify([b1, b2, b3, b4].map((b) => ({ kind: 'building', id: b!._id }))),
      );
      const { user } = renderApp('/properties');
      const fifth = await cardOf(nameOf(b5!));
      await user.click(fifth.getByRole('button', { name: 'Compare' }));
      expect(fifth.getByText('You can compare up to 4 listings.')).toHaveAttribute('aria-live', 'polite');
      expect(fifth.getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'false');
      expect((stored() as unknown[]).length).toBe(4);

      await user.click(screen.getByRole('button', { name: 'Land' }));
      const land = await cardOf(l1!.generalInfo.propertyName);
      await user.click(land.getByRole('button', { name: 'Compare' }));
      const note = land.getByText(
        'You can compare buildings with buildings and lands with lands. Clear the comparison to start with lands.',
      );
      expect(note).toHaveAttribute('aria-live', 'polite');
      await user.click(within(await tray()).getByRole('button', { name: 'Clear' }));
      await waitFor(() => expect(note).toHaveTextContent(''));
      await user.click(land.getByRole('button', { name: 'Compare' }));
      expect(land.getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true');
      expect(stored()).toEqual([{ kind: 'land', id: l1!._id }]);
    },
  );

  it('has Compare on the building page header', async () => {
    const { user } = renderApp(`/property/x/${b1!._id}`);
    await screen.findByRole('heading', { level: 1, name: nameOf(b1!) });
    const compare = screen.getAllByRole('button', { name: 'Compare' })[0]!;
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual([{ kind: 'building', id: b1!._id }]);
  });

  it('sets the listings of ?ids= side by side, marks the rows that differ, and can show only those', async () => {
    const { user } = renderApp(`/compare?ids=b-${b1!._id},b-${b2!._id},b-${b3!._id}`);
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    for (const building of [b1, b2, b3]) {
      const link = within(table).getByRole('link', { name: nameOf(building!) });
      expect(link.getAttribute('href')).toContain(building!._id);
    }
    expect(headers).toHaveLength(3);
    await waitFor(() => expect(document.title).toMatch(/^Compare Properties/));

    const row = (label: string) => within(table).getByRole('rowheader', { name: new RegExp(`^${label}`) });
    // Approved by three bodies, all three in Bhubaneswar.
    expect(row('Approval')).toHaveTextContent('Differs');
    expect(
      within(row('Approval').closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['RERA', 'BDA', 'BMC']);
    expect(row('City')).not.toHaveTextContent('Differs');
    const same = within(table)
      .getAllByRole('rowheader')
      .filter((header) => !header.textContent?.includes('Differs'));
    const differing = within(table)
      .getAllByRole('rowheader')
      .filter((header) => header.textContent?.includes('Differs'));
    expect(differing.length).toBeGreaterThan(0);

    const toggle = screen.getByRole('button', { name: 'Show only differences' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(differing.length);
    if (same.length)
      expect(within(table).queryByRole('rowheader', { name: same[0]!.textContent! })).toBeNull();
  });

  it('shows a listing no longer on the backend as removed, with a note', async () => {
    const { user, location } = renderApp(`/compare?ids=b-${b1!._id},b-${GONE}`);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Listing removed')).toBeInTheDocument();
    expect(screen.getByText(/One listing here is no longer on our site/)).toBeInTheDocument();
    await user.click(
      within(table).getByRole('button', { name: 'Remove Listing removed from the comparison' }),
    );
    await waitFor(() => expect(new URLSearchParams(location().search).get('ids')).toBe(`b-${b1!._id}`));
    expect(screen.queryByText(/no longer on our site/)).toBeNull();
  });

  it.each([
    ['its read fails', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })],
    ['the answer is no record', () => HttpResponse.json({ status: false })],
    [
      'its 404 is not confirmed by the list',
      () => HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ],
  ])('shows a listing as not loaded, with Retry, never as removed, when %s', async (_label, answer) => {
    let broken = true;
    server.use(http.get(`*/buildings/get-building-by-id/${b2!._id}`, () => (broken ? answer() : undefined)));
    const { user } = renderApp(`/compare?ids=b-${b1!._id},b-${b2!._id}`);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Listing not loaded')).toBeInTheDocument();
    expect(screen.queryByText(/no longer on our site/)).toBeNull();
    broken = false;
    await user.click(within(table).getByRole('button', { name: 'Retry' }));
    expect(await within(table).findByRole('link', { name: nameOf(b2!) })).toBeInTheDocument();
  });

  it('compares only the first kind of a mixed address, and says so', async () => {
    renderApp(`/compare?ids=l-${l1!._id},b-${b1!._id}`);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: l1!.generalInfo.propertyName })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: nameOf(b1!) })).toBeNull();
    expect(screen.getByText(/only the lands are compared/)).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: /^Price per sq ft/ })).toBeInTheDocument();
  });

  it('without ?ids= shows the stored list and writes it into the address', async () => {
    localStorage.setItem('compare', JSON.stringify([b2, b3].map((b) => ({ kind: 'building', id: b!._id }))));
    const { location } = renderApp('/compare');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: nameOf(b2!) })).toBeInTheDocument();
    await waitFor(() =>
      expect(new URLSearchParams(location().search).get('ids')).toBe(`b-${b2!._id},b-${b3!._id}`),
    );
    // No tray on the comparison itself.
    expect(screen.queryByRole('complementary', { name: 'Listings to compare' })).toBeNull();
  });

  it('says there is nothing to compare yet, with a way to the properties', async () => {
    renderApp('/compare');
    expect(await screen.findByRole('heading', { name: 'Nothing to compare yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/properties');
    expect(screen.getByText(/kept only in this browser/)).toBeInTheDocument();
  });
});
