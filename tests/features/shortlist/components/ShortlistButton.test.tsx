import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KEPT_IN_BROWSER } from '@/config/limits';
import { loadMessages } from '@/lib/i18n/catalogue';
import { seedBuildings } from '@/mocks/seed/buildings';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 15_000 });

const first = seedBuildings[0]!;
/** A full shortlist of listings other than the seed's: well-formed ids the page does not show. */
const full = Array.from({ length: KEPT_IN_BROWSER.shortlist }, (_, n) => ({
  kind: 'building',
  id: `65f0b1${String(n + 500).padStart(18, '0')}`,
}));
const kept = () => JSON.parse(localStorage.getItem('shortlist') ?? '[]') as unknown[];

async function cardOf(name: string) {
  const heading = await screen.findByRole('heading', { name });
  return within(heading.closest('article') as HTMLElement);
}

describe("A card's Shortlist button", () => {
  it(`refuses a listing past ${KEPT_IN_BROWSER.shortlist}, says why with the way to the list, and drops nothing`, async () => {
    localStorage.setItem('shortlist', JSON.stringify(full));
    const { user } = renderApp('/properties');
    const card = await cardOf(first.generalInfo.BuildingsName);
    const button = card.getByRole('button', { name: 'Shortlist' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    const note = card.getByText(/Your shortlist holds up to 30 listings/);
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(note).toHaveTextContent(
      'Your shortlist holds up to 30 listings: remove one from your shortlist to keep this one.',
    );
    expect(within(note).getByRole('link', { name: 'your shortlist' })).toHaveAttribute('href', '/shortlist');
    expect(kept()).toEqual(full);
  });

  it('fills its heart while the listing is kept, by a class the icon stylesheet does not outrank', async () => {
    localStorage.removeItem('shortlist');
    const { user } = renderApp('/properties');
    const card = await cardOf(first.generalInfo.BuildingsName);
    const button = card.getByRole('button', { name: 'Shortlist' });
    const heart = () => button.querySelector('svg')!;
    expect(heart()).not.toHaveClass('fill-current');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // A `fill` attribute would lose to the `.icon` rule (src/index.css): a utility class wins.
    expect(heart()).toHaveClass('icon', 'fill-current');
    expect(heart()).not.toHaveAttribute('fill');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).not.toHaveClass('fill-current');
  });

  it('says it in the page’s language', async () => {
    localStorage.setItem('shortlist', JSON.stringify(full));
    const listings = await loadMessages('hi', 'listings');
    const words = listings.shortlistFull;
    const { user } = renderApp('/hi/properties');
    const card = await cardOf(first.generalInfo.BuildingsName);
    await user.click(card.getByRole('button', { name: listings.shortlist }));
    const link = card.getByRole('link', { name: words.list });
    expect(link).toHaveAttribute('href', '/hi/shortlist');
    expect(link.closest('p')).toHaveTextContent(
      words.text.replace('{max}', '30').replace('{list}', words.list),
    );
    expect(kept()).toEqual(full);
  });
});
