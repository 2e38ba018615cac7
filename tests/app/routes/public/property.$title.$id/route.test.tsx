import { configure, fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { server } from '@/mocks/node';
import { seedBuildings } from '@/mocks/seed/buildings';
import { failFirst, pressRetry } from '@tests/test-utils/answers';
import { capture, text } from '@tests/test-utils/capture';
import { building as fixture } from '@tests/test-utils/fixtures';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

/** The required 'Name  is required' has two spaces: compare without collapsing them. */
const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const seed = seedBuildings[0]!;
const NAME = seed.generalInfo.BuildingsName;
const url = (id: string, name = NAME) => `/property/${encodeURIComponent(name)}/${id}`;
const BY_ID = '/buildings/get-building-by-id/:id';

function answerBuilding(body: unknown, status = 200) {
  server.use(http.get(`*/real-estate${BY_ID}`, () => HttpResponse.json(body as object, { status })));
}

const openPage = async (path = url(seed._id)) => {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: NAME });
  return view;
};

describe('Building detail page', () => {
  it("shows the building's name as heading and document title, and always '- Call For Price -', never a price", async () => {
    answerBuilding({
      ...fixture,
      _id: seed._id,
      generalInfo: { ...fixture.generalInfo, BuildingsName: NAME },
    });
    await openPage();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${NAME}`)));
    expect(screen.getByText('- Call For Price -')).toBeInTheDocument();
    const page = document.querySelector('main')!.textContent ?? '';
    // The fixture's price is 6,500,000 and its maintenance fee 3000: neither shows in any form.
    for (const price of ['6500000', '6,500,000', '65,00,000', '65 lakh', '3000', '₹']) {
      expect(page).not.toContain(price);
    }
  });

  it('shows six summary tiles and a gallery with a thumbnail window of 4 at 1024 px', async () => {
    await openPage();
    const tiles = within(screen.getByRole('list', { name: 'Summary' })).getAllByRole('listitem');
    expect(tiles).toHaveLength(6);
    expect(
      tiles.map((tile) => tile.firstElementChild?.nextElementSibling?.firstElementChild?.textContent),
    ).toEqual(['Property Type', 'Apartment Type', 'Status', 'Total Area', 'Towers & Floors', 'Possession']);
    // jsdom is 1024 px wide: 4 thumbnails fit; this building has 4 images.
    const thumbs = within(screen.getByRole('list', { name: 'Thumbnails' })).getAllByRole('button');
    expect(thumbs).toHaveLength(Math.min(4, seed.BuildingsImages.length));
    expect(screen.getByRole('img', { name: new RegExp(`^${NAME}, image 1 of`) })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  });

  it('asks for the thumbnails only once the large photo has arrived', async () => {
    await openPage();
    const thumbnails = () =>
      within(screen.getByRole('list', { name: 'Thumbnails' }))
        .getAllByRole('button')
        .map((button) => button.querySelector('img')!);
    expect(thumbnails().length).toBeGreaterThan(1);
    for (const thumbnail of thumbnails()) expect(thumbnail).not.toHaveAttribute('src');
    fireEvent.load(screen.getByRole('img', { name: new RegExp(`^${NAME}, image 1 of`) }));
    for (const thumbnail of thumbnails()) expect(thumbnail).toHaveAttribute('src');
  });

  it('moves the thumbnail window with the selection', async () => {
    const images = Array.from({ length: 7 }, (_, i) => `https://images.example.com/${i}.jpg`);
    answerBuilding({ ...seed, BuildingsImages: images });
    const { user } = await openPage();
    const strip = () => within(screen.getByRole('list', { name: 'Thumbnails' })).getAllByRole('button');
    expect(strip().map((b) => b.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4].map((n) => `Show image ${n} of 7`),
    );
    await user.click(strip()[2]!);
    expect(strip()[2]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: `${NAME}, image 3 of 7` })).toBeInTheDocument();
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Next image' }));
    // Image 6 is selected: the window shows 3-6.
    expect(strip().map((b) => b.getAttribute('aria-label'))).toEqual(
      [3, 4, 5, 6].map((n) => `Show image ${n} of 7`),
    );
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    // Past the last image it wraps to the first.
    expect(screen.getByRole('img', { name: `${NAME}, image 1 of 7` })).toBeInTheDocument();
    expect(strip()[0]).toHaveAttribute('aria-label', 'Show image 1 of 7');
  });

  it('has ARIA tabs: Property Details open, arrow keys move between tabs', async () => {
    const { user } = await openPage();
    const tabs = within(screen.getByRole('tablist', { name: 'Property information' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Property Details', 'Property Plan', 'Locations']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(seed.propertyDescription[0]!);

    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(
      within(screen.getByRole('tabpanel')).getByRole('img', { name: `${NAME} floor plan` }),
    ).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[2]!.id);
    expect(panel).toHaveTextContent(seed.locationDetails.address);
    expect(panel).toHaveTextContent(seed.generalInfo.locationBenifits[0]!.name);

    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '-1');
  });

  it('shows the contact card with the fixed sales phone', async () => {
    await openPage();
    const card = screen.getByRole('region', { name: 'Talk To Our Sales Team' });
    expect(within(card).getByRole('link', { name: company.salesPhone })).toHaveAttribute(
      'href',
      `tel:${company.salesPhone.replace(/[^\d+]/g, '')}`,
    );
  });

  it('checks the inquiry first and sends nothing while a check fails', async () => {
    const email = capture(env.emailUrl, text('OK'));
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(screen.getByText('Name  is required', exactly)).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Email/), 'asha@');
    await user.type(screen.getByLabelText(/^Phone/), '94370');
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number, must be 10 digits')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(email.calls).toHaveLength(0);
  });

  it("sends the inquiry with the building's name, reads 'Please Wait..', then thanks and clears the form", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`*${env.emailUrl}`, async ({ request }) => {
        sent.push(await request.json());
        await delay(100);
        return HttpResponse.text('OK');
      }),
    );
    const { user } = await openPage();
    await user.type(screen.getByLabelText(/^Name/), 'Asha Mohanty');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '9437012345');
    await user.type(screen.getByLabelText(/^Message/), 'Is a 3 BHK available?');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByRole('button', { name: 'Please Wait..' })).toBeDisabled();
    expect(
      await screen.findByText('Your Details Has Been Received. We Will Contact You Soon!'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      template_params: {
        name: 'Asha Mohanty',
        email: 'asha@example.com',
        phone: '9437012345',
        message: 'Is a 3 BHK available?',
        property: NAME,
      },
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.queryByText('Name  is required', exactly)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
  });

  it('keeps what was typed and says so when sending fails', async () => {
    capture(env.emailUrl, text('Service unavailable', 503));
    const { user } = await openPage();
    await user.type(screen.getByLabelText(/^Name/), 'Asha Mohanty');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '9437012345');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText('Something Went Wrong!.Please Try Again')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Mohanty');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('9437012345');
    expect(screen.getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
  });

  it('shows a clear not-found state with a way back for an unknown id (404)', async () => {
    renderApp(url('65f0b1000000000000000999', 'Old Tower'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Property not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to properties/ })).toHaveAttribute('href', '/properties');
    await waitFor(() => expect(document.title).toMatch(/^Property not found/));
  });

  it('treats an empty or malformed answer as not found, without crashing', async () => {
    answerBuilding({});
    renderApp(url(seed._id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Property not found' })).toBeInTheDocument();
  });

  it('shows a record with odd fields using placeholders', async () => {
    answerBuilding({ _id: seed._id, generalInfo: { BuildingsName: NAME, locationBenifits: 'x' }, units: 5 });
    await openPage();
    expect(screen.getByText('- Call For Price -')).toBeInTheDocument();
    expect(screen.getAllByText('N/A').length).toBeGreaterThan(0);
    // No images: the placeholder shows, and no thumbnail strip.
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).not.toBeInTheDocument();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('ends loading and offers Retry on %s', async (_label, reply) => {
    server.use(http.get(`*/real-estate${BY_ID}`, reply));
    const { user } = renderApp(url(seed._id));
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText('Loading property details')).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
  });

  it('uses the name in the address as the title while loading', async () => {
    server.use(
      http.get(`*/real-estate${BY_ID}`, async () => {
        await delay(200);
        return HttpResponse.json(seed);
      }),
    );
    failFirst(BY_ID);
    const { user } = renderApp(url(seed._id));
    await pressRetry(user);
    expect(await screen.findByText('Loading property details')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${NAME}`)));
  });
});

describe('Building detail page, read again', () => {
  it('keeps the building shown when a later read of it fails, and Retry nowhere', async () => {
    const { client } = await openPage();
    answerBuilding({ message: 'Internal Server Error' }, 500);
    await client.refetchQueries({ queryKey: ['buildings', seed._id] });
    await waitFor(() => expect(client.getQueryState(['buildings', seed._id])?.status).toBe('error'));
    expect(screen.getByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
