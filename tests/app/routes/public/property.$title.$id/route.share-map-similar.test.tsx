/**
 * Sharing a listing, the chat button's message about it, the area map with directions, and
 * 'Similar Properties', on the building and land pages rendered through the app's routes.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { server } from '@/mocks/node';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import {
  BUILDING_NAME,
  buildingPath,
  LAND_NAME,
  landOfItsOwnType,
  landPath,
  listedBuilding as building,
  listedLand as land,
} from '@tests/test-utils/listingPages';
import { renderApp } from '@tests/test-utils/render';

const ALL_BUILDINGS = '*/real-estate/buildings/get-all-buildings';

/** Opens a page with the browser's address on it too, as a visitor's tab has. */
async function open(path: string, heading: string) {
  window.history.replaceState(null, '', path);
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

const shareButton = () => screen.getByRole('button', { name: 'Share' });
const similarTitles = async () => {
  const region = await screen.findByRole('region', { name: 'Similar Properties' });
  await waitFor(() => expect(within(region).queryByRole('status')).not.toBeInTheDocument());
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  window.history.replaceState(null, '', '/');
});

describe('Share on a listing page', () => {
  it('opens a menu with WhatsApp, Copy link and Email for the page’s full address', async () => {
    const { user } = await open(buildingPath, BUILDING_NAME);
    const share = shareButton();
    expect(share).toHaveAttribute('aria-haspopup', 'menu');
    expect(share).toHaveAttribute('aria-expanded', 'false');
    await user.click(share);
    expect(share).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: `Share ${BUILDING_NAME}` });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'WhatsApp (opens in a new tab)',
      'Copy link',
      'Email',
    ]);
    expect(items[0]).toHaveFocus();

    const here = window.location.href;
    expect(here).toContain(`/property/`);
    const whatsapp = new URL(items[0]!.getAttribute('href')!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/');
    expect(whatsapp.searchParams.get('text')).toBe(`${BUILDING_NAME} ${here}`);
    expect(items[0]).toHaveAttribute('target', '_blank');
    expect(items[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const email = items[2]!.getAttribute('href')!;
    expect(email.startsWith('mailto:?')).toBe(true);
    const mail = new URLSearchParams(email.slice('mailto:?'.length));
    expect(mail.get('subject')).toBe(BUILDING_NAME);
    expect(mail.get('body')).toContain(here);

    await user.click(within(menu).getByRole('menuitem', { name: 'Copy link' }));
    expect(await within(menu).findByRole('menuitem', { name: 'Link copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(here);
    // Said to screen readers too.
    expect(within(share.parentElement!).getByRole('status')).toHaveTextContent('Link copied');
  });

  it('moves with the arrow keys, closes on Escape with focus back on Share, and on a click outside', async () => {
    const { user } = await open(buildingPath, BUILDING_NAME);
    await user.click(shareButton());
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(shareButton()).toHaveFocus();
    expect(shareButton()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1, name: BUILDING_NAME }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    // Tab leaves the menu closed, moving on from the Share button.
    await user.click(shareButton());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    expect(shareButton()).not.toHaveFocus();
  });

  it("says 'Copy failed' when the clipboard refuses", async () => {
    const { user } = await open(buildingPath, BUILDING_NAME);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await user.click(shareButton());
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy failed' })).toBeInTheDocument();
  });

  it('uses the system share sheet where there is one; cancelling it is not an error', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await open(buildingPath, BUILDING_NAME);
    expect(shareButton()).not.toHaveAttribute('aria-haspopup');
    await user.click(shareButton());
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({
        title: BUILDING_NAME,
        url: window.location.href,
        text: expect.stringContaining(BUILDING_NAME),
      }),
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the menu when the share sheet refuses', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await open(landPath, LAND_NAME);
    await user.click(shareButton());
    expect(share).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('menu', { name: `Share ${LAND_NAME}` })).toBeInTheDocument();
  });
});

describe('The chat button on a listing page', () => {
  it('names the building and carries its link, and goes back to the plain chat elsewhere', async () => {
    const { user } = await open(buildingPath, BUILDING_NAME);
    const chat = await screen.findByRole('link', {
      name: `Chat with ${company.name} about ${BUILDING_NAME} (opens in a new tab)`,
    });
    const link = new URL(chat.getAttribute('href')!);
    expect(`${link.origin}${link.pathname}`).toBe(company.messagingUrl);
    expect(link.searchParams.get('text')).toBe(
      `Hello ${company.name}, I am interested in ${BUILDING_NAME}: ${window.location.href}`,
    );

    await user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Properties',
      }),
    );
    await screen.findByRole('heading', { name: 'Buildings List' });
    // The page's effects clean up just after it leaves the screen.
    expect(
      await screen.findByRole('link', { name: `Chat with ${company.name} (opens in a new tab)` }),
    ).toHaveAttribute('href', company.messagingUrl);
  });

  it('names the land on a land page', async () => {
    await open(landPath, LAND_NAME);
    const chat = await screen.findByRole('link', { name: new RegExp(`^Chat with .* about ${LAND_NAME}`) });
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toContain(landPath);
  });
});

describe('The area map and directions', () => {
  it("creates the building's map only when the Locations tab is shown", async () => {
    const { user } = await open(buildingPath, BUILDING_NAME);
    const title = `Map of the area around ${BUILDING_NAME}`;
    expect(screen.queryByTitle(title)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Locations' }));
    const map = await screen.findByTitle(title);
    expect(map.tagName).toBe('IFRAME');
    const src = new URL(map.getAttribute('src')!);
    expect(`${src.origin}${src.pathname}`).toBe('https://www.openstreetmap.org/export/embed.html');
    // The seed's address ends in Patia.
    expect(src.searchParams.get('marker')).toBe('20.3537,85.8197');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Approximate location: Patia')).toBeInTheDocument();
    const directions = within(panel).getByRole('link', { name: /Get directions/ });
    const { address, city, state, zipCode, country } = building.locationDetails;
    expect(new URL(directions.getAttribute('href')!).searchParams.get('destination')).toBe(
      `${address}, ${city}, ${state} ${zipCode}, ${country}`,
    );
    expect(directions.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', expect.stringContaining('noopener'));

    // The map stays once shown.
    await user.click(screen.getByRole('tab', { name: 'Property Details' }));
    expect(screen.getByTitle(title)).toBeInTheDocument();
  });

  it('shows the land on the map in its location facts, with directions', async () => {
    await open(landPath, LAND_NAME);
    const location = screen.getByRole('region', { name: 'Location' });
    expect(await within(location).findByTitle(`Map of the area around ${LAND_NAME}`)).toBeInTheDocument();
    expect(within(location).getByText('Approximate location: Janla')).toBeInTheDocument();
    expect(within(location).getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(land.locationDetails.address)),
    );
  });

  it('shows the city of Bhubaneswar when the address names no known place', async () => {
    server.use(
      http.get('*/real-estate/lands/get-land-by-id/:id', () =>
        HttpResponse.json({
          ...land,
          locationDetails: { ...land.locationDetails, address: 'Plot 7', city: '' },
        }),
      ),
    );
    await open(landPath, LAND_NAME);
    expect(await screen.findByText('Approximate location: Bhubaneswar')).toBeInTheDocument();
  });
});

describe('Similar Properties', () => {
  it('offers up to four other buildings of the same type, the same city first', async () => {
    await open(buildingPath, BUILDING_NAME);
    const expected = seedBuildings
      .filter(
        (other) =>
          other._id !== building._id &&
          other.generalInfo.BuildingsType === building.generalInfo.BuildingsType &&
          other.locationDetails.city === building.locationDetails.city,
      )
      .slice(0, 4)
      .map((other) => other.generalInfo.BuildingsName);
    expect(expected).toHaveLength(4);
    expect(await similarTitles()).toEqual(expected);
    const region = screen.getByRole('region', { name: 'Similar Properties' });
    expect(within(region).queryByText(BUILDING_NAME)).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: expected[0]! })).toHaveAttribute(
      'href',
      expect.stringContaining(seedBuildings.find((b) => b.generalInfo.BuildingsName === expected[0])!._id),
    );
  });

  it('opens a similar building on its first photo, its thumbnails waiting for that photo again', async () => {
    const { user } = await open(buildingPath, BUILDING_NAME);
    const thumbnails = () =>
      within(screen.getByRole('list', { name: 'Thumbnails' }))
        .getAllByRole('button')
        .map((button) => button.querySelector('img')!);
    fireEvent.load(screen.getByRole('img', { name: new RegExp(`^${BUILDING_NAME}, image 1 of`) }));
    await user.click(screen.getByRole('button', { name: /^Show image 2 of/ }));
    expect(thumbnails()[0]).toHaveAttribute('src');

    const [other] = await similarTitles();
    const next = seedBuildings.find((b) => b.generalInfo.BuildingsName === other)!;
    expect(next.BuildingsImages.length).toBeGreaterThan(1);
    const region = screen.getByRole('region', { name: 'Similar Properties' });
    await user.click(within(region).getByRole('link', { name: other! }));
    await screen.findByRole('heading', { level: 1, name: other! });
    expect(screen.getByRole('img', { name: new RegExp(`^${other}, image 1 of`) })).toBeInTheDocument();
    for (const thumbnail of thumbnails()) expect(thumbnail).not.toHaveAttribute('src');
  });

  it('is hidden when no other building has the same type', async () => {
    server.use(
      http.get(ALL_BUILDINGS, () =>
        HttpResponse.json([
          building,
          {
            ...seedBuildings[1]!,
            generalInfo: { ...seedBuildings[1]!.generalInfo, BuildingsType: 'commercial' },
          },
        ]),
      ),
    );
    const { client } = await open(buildingPath, BUILDING_NAME);
    await waitFor(() => expect(client.getQueryState(['buildings'])?.status).toBe('success'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Similar Properties' })).not.toBeInTheDocument(),
    );
  });

  it('offers Retry when the list fails, and shows the buildings after it', async () => {
    let fail = true;
    server.use(
      http.get(ALL_BUILDINGS, () =>
        fail ? HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await open(buildingPath, BUILDING_NAME);
    const region = await screen.findByRole('region', { name: 'Similar Properties' });
    const retry = await within(region).findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await similarTitles()).toHaveLength(4);
  });

  it('offers other lands of the same type, the same city first, and none for a type nobody else has', async () => {
    await open(landPath, LAND_NAME);
    const sameType = seedLands.filter(
      (other) => other._id !== land._id && other.generalInfo.propertyType === land.generalInfo.propertyType,
    );
    const expected = [
      ...sameType.filter((other) => other.locationDetails.city === land.locationDetails.city),
      ...sameType.filter((other) => other.locationDetails.city !== land.locationDetails.city),
    ]
      .slice(0, 4)
      .map((other) => other.generalInfo.propertyName);
    expect(expected.length).toBeGreaterThan(1);
    expect(await similarTitles()).toEqual(expected);
  });

  it('shows nothing on a land whose type is its own', async () => {
    const { client } = await open(
      `/property/land-details/${landOfItsOwnType._id}`,
      landOfItsOwnType.generalInfo.propertyName,
    );
    await waitFor(() => expect(client.getQueryState(['lands'])?.status).toBe('success'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Similar Properties' })).not.toBeInTheDocument(),
    );
  });
});
