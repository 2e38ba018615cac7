import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { answer, hold } from '@tests/test-utils/answers';
import { renderApp } from '@tests/test-utils/render';

// The first render imports the route's chunk, which takes a while in a cold test worker.
configure({ asyncUtilTimeout: 5000 });

const BUILDINGS = '/buildings/get-all-buildings';
const LANDS = '/lands/get-all-lands';

const section = (name: string) => screen.getByRole('region', { name });

describe('Home page', () => {
  it('shows the hero with More About Us, the categories and the title', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More About Us' })).toHaveAttribute('href', '/about');
    // The sections below the hero come in a file of their own, just after it.
    const categories = await screen.findByRole('region', { name: 'Property Categories' });
    const expected: [string, string][] = [
      ['Flats', '13'],
      ['Duplex Homes', '15'],
      ['Lands', '16'],
    ];
    for (const [name, count] of expected) {
      const link = within(categories).getByRole('link', { name: new RegExp(name) });
      expect(link).toHaveTextContent(count);
    }
    await waitFor(() => expect(document.title).toBe(`${company.name} | ${company.tagline}`));
  });

  it('has a carousel of six slides with a pause button that becomes play', async () => {
    const { user } = renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Featured homes' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(6);
    // Only the slide on show is exposed to screen readers.
    expect(within(carousel).getAllByRole('group')).toHaveLength(1);
    expect(within(carousel).getAllByRole('button', { name: /Show slide/ })).toHaveLength(6);
    await user.click(within(carousel).getByRole('button', { name: 'Pause slideshow' }));
    expect(within(carousel).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    await waitFor(() =>
      expect(within(carousel).getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  });

  it('shows 4 placeholders, then the first 4 buildings with View More to /properties', async () => {
    const gate = hold(BUILDINGS);
    renderApp('/');
    const buildings = await screen.findByRole('region', { name: 'Our Buildings' });
    expect(within(buildings).getAllByTestId('building-skeleton')).toHaveLength(4);
    gate.release();
    const cards = await within(buildings).findAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(buildings).queryAllByTestId('building-skeleton')).toHaveLength(0);
    seedBuildings.slice(0, 4).forEach((building, index) => {
      expect(
        within(cards[index]!).getByRole('heading', { name: building.generalInfo.BuildingsName }),
      ).toBeInTheDocument();
      expect(within(cards[index]!).getByText('Call For Price')).toBeInTheDocument();
    });
    expect(within(buildings).getByRole('link', { name: /View More/ })).toHaveAttribute('href', '/properties');
  });

  it('shows the first 3 lands with their prices and View More', async () => {
    renderApp('/');
    const lands = await screen.findByRole('region', { name: 'Our Lands' });
    const cards = await within(lands).findAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = seedLands[0]!;
    expect(within(cards[0]!).getByRole('link', { name: first.generalInfo.propertyName })).toHaveAttribute(
      'href',
      `/property/land-details/${first._id}`,
    );
    expect(within(cards[0]!).getByText('$4,500,000')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('1.5 Acres')).toBeInTheDocument();
    expect(
      within(lands)
        .getByRole('link', { name: /View More/ })
        .getAttribute('href'),
    ).toMatch(/^\/properties/);
  });

  it('shows the buying section and two client reviews', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Buying Your Home, Step By Step' }),
    ).toBeInTheDocument();
    const feedback = section('What Our Clients Say');
    expect(within(feedback).getAllByRole('listitem')).toHaveLength(2);
  });

  it("says 'No data found.' when there are no buildings or lands", async () => {
    answer(BUILDINGS, 'empty');
    answer(LANDS, 'empty', { data: [] });
    renderApp('/');
    await waitFor(() => expect(screen.getAllByText('No data found.')).toHaveLength(2));
    expect(screen.queryAllByTestId('building-skeleton')).toHaveLength(0);
  });

  it.each(['server-error', 'network'] as const)('ends loading and offers Retry on a %s', async (kind) => {
    answer(BUILDINGS, kind);
    answer(LANDS, kind);
    const { user } = renderApp('/');
    const buildings = await screen.findByRole('region', { name: 'Our Buildings' });
    const alert = await within(buildings).findByRole('alert');
    expect(within(buildings).queryAllByTestId('building-skeleton')).toHaveLength(0);
    // The backend recovers: Retry loads the list.
    const { server } = await import('@/mocks/node');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(buildings).findAllByRole('article')).toHaveLength(4);
  });

  it('survives malformed answers without crashing', async () => {
    answer(BUILDINGS, 'malformed');
    answer(LANDS, 'not-json');
    renderApp('/');
    const buildings = await screen.findByRole('region', { name: 'Our Buildings' });
    // Four records are objects; each still renders as a card with placeholders, never a number price.
    const cards = await within(buildings).findAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(within(buildings).getAllByText('Call For Price')).toHaveLength(cards.length);
    const lands = section('Our Lands');
    expect(await within(lands).findByText('No data found.')).toBeInTheDocument();
  });
});
