import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { refsParam, type ListingRef } from '@/lib/listingRef';
import { server } from '@/mocks/node';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';
import { renderApp } from '@tests/test-utils/render';

const building = seedBuildings[0]!;
const land = seedLands[0]!;
const project = seedProjects[0]!;
const BUILDING = building.generalInfo.BuildingsName;
const LAND = land.generalInfo.propertyName;
const PROJECT = project.projectName;
// Three record reads and three cards on a busy 2-core machine.
configure({ asyncUtilTimeout: 12_000 });

/** An id of the right shape that the backend has no record for. */
const GONE_ID = '65f0b1000000000000000999';

const refs: ListingRef[] = [
  { kind: 'building', id: building._id },
  { kind: 'land', id: land._id },
  { kind: 'project', id: project._id },
];

const keep = (list: readonly ListingRef[]) => localStorage.setItem('shortlist', JSON.stringify(list));
const kept = (): unknown => JSON.parse(localStorage.getItem('shortlist') ?? '[]');
const cards = () => within(screen.getByRole('region', { name: 'Kept listings' })).getAllByRole('listitem');

describe('/shortlist', () => {
  it("lists the kept listings as cards, newest first, each read by its id, under 'Your Shortlist'", async () => {
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => void reads.push(new URL(request.url).pathname));
    keep(refs);
    renderApp(paths.shortlist);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Shortlist' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: BUILDING })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: LAND })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: PROJECT })).toBeInTheDocument();
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      BUILDING,
      LAND,
      PROJECT,
    ]);
    expect(screen.getByText('3 listings')).toBeInTheDocument();
    expect(screen.getByText(/kept only in this browser/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Your Shortlist/));
    // One read per listing, never a whole collection.
    expect(reads.filter((path) => /get-all|get_all/.test(path))).toEqual([]);
    expect(reads.filter((path) => /by-id|by_id/.test(path))).toHaveLength(3);
    server.events.removeAllListeners();
  });

  it('removes a listing with its Remove control, and the header count follows', async () => {
    keep(refs);
    const { user } = renderApp(paths.shortlist);
    await screen.findByRole('heading', { level: 2, name: LAND });
    expect(await screen.findByRole('link', { name: 'Shortlist, 3 listings' })).toHaveAttribute(
      'href',
      paths.shortlist,
    );
    await user.click(screen.getByRole('button', { name: `Remove ${LAND} from your shortlist` }));
    expect(screen.queryByRole('heading', { level: 2, name: LAND })).not.toBeInTheDocument();
    expect(kept()).toEqual([refs[0], refs[2]]);
    expect(await screen.findByRole('link', { name: 'Shortlist, 2 listings' })).toBeInTheDocument();
    expect(screen.getByText('2 listings')).toBeInTheDocument();
  });

  it("marks a listing the backend no longer has 'No longer listed' (its 404 confirmed by the list) and keeps it until removed", async () => {
    keep([{ kind: 'building', id: GONE_ID }, ...refs]);
    const { user } = renderApp(paths.shortlist);
    expect(await screen.findByRole('heading', { level: 2, name: 'No longer listed' })).toBeInTheDocument();
    expect(
      screen.getByText('This listing is no longer on our site: it may have been sold or removed.'),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: PROJECT });
    expect(cards()).toHaveLength(4);
    expect(kept()).toEqual([{ kind: 'building', id: GONE_ID }, ...refs]);
    await user.click(screen.getByRole('button', { name: 'Remove this listing from your shortlist' }));
    expect(kept()).toEqual(refs);
    expect(cards()).toHaveLength(3);
  });

  it.each([
    ['no list', () => HttpResponse.json({ status: false })],
    ['an HTML page', () => HttpResponse.text('<html>Bad gateway</html>')],
    ['null', () => HttpResponse.json(null)],
  ])('does not take a 404 for gone when the full list answers %s', async (_label, answer) => {
    server.use(http.get('*/buildings/get-all-buildings', answer));
    keep([{ kind: 'building', id: GONE_ID }, ...refs]);
    renderApp(paths.shortlist);
    expect(
      await screen.findByText(
        'This listing cannot be shown right now. It stays in your shortlist: try again in a moment.',
      ),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: PROJECT });
    expect(screen.queryByRole('heading', { level: 2, name: 'No longer listed' })).toBeNull();
    expect(kept()).toEqual([{ kind: 'building', id: GONE_ID }, ...refs]);
  });

  it.each([
    ['its read fails', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })],
    ['the answer is no record', () => HttpResponse.json({ status: false })],
    ['the answer is an HTML page', () => HttpResponse.text('<html>Bad gateway</html>')],
    [
      'its 404 is not confirmed by the list',
      () => HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ],
  ])('keeps a listing when %s, as unavailable right now with Retry and Remove', async (_label, answer) => {
    let broken = true;
    server.use(
      http.get('*/buildings/get-building-by-id/:id', () => (broken ? answer() : undefined), { once: false }),
    );
    keep(refs);
    const { user } = renderApp(paths.shortlist);
    const unavailable = await screen.findByText(
      'This listing cannot be shown right now. It stays in your shortlist: try again in a moment.',
    );
    await screen.findByRole('heading', { level: 2, name: PROJECT });
    expect(kept()).toEqual(refs);
    expect(
      screen.getByRole('button', { name: 'Remove this listing from your shortlist' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no longer/)).toBeNull();
    broken = false;
    await user.click(within(unavailable.closest('[role="alert"]')!).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: BUILDING })).toBeInTheDocument();
    expect(kept()).toEqual(refs);
  });

  it('shows an empty state with a way to the properties', async () => {
    renderApp(paths.shortlist);
    expect(await screen.findByRole('heading', { name: 'Your shortlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', paths.properties);
  });

  it("'Ask about these' sends one inquiry whose message names each listing, where it is and its page", async () => {
    const sent: { template_params: Record<string, string> }[] = [];
    server.use(
      http.post(`*${env.emailUrl}`, async ({ request }) => {
        sent.push((await request.json()) as (typeof sent)[number]);
        return HttpResponse.text('OK');
      }),
    );
    keep(refs);
    const { user } = renderApp(paths.shortlist);
    await screen.findByRole('heading', { level: 2, name: PROJECT });
    await user.click(screen.getByRole('button', { name: 'Ask about these' }));
    const form = screen.getByRole('form', { name: 'Ask About These Listings' });
    await user.type(within(form).getByLabelText(/^Name/), 'Asha Mohanty');
    await user.type(within(form).getByLabelText(/^Email/), 'asha@example.com');
    await user.type(within(form).getByLabelText(/^Phone/), '9437012345');
    await user.type(within(form).getByLabelText(/^Message/), 'Can we visit on Sunday?');
    await user.click(within(form).getByRole('button', { name: 'Send Inquiry' }));
    expect(
      await screen.findByText('Your Details Has Been Received. We Will Contact You Soon!'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const params = sent[0]!.template_params;
    expect(params).toMatchObject({
      name: 'Asha Mohanty',
      email: 'asha@example.com',
      phone: '9437012345',
      property: 'Shortlist: 3 listings',
      listing_kind: 'shortlist',
    });
    expect(params.page_url).toBe(`${location.origin}${paths.shortlist}?ids=${refsParam(refs)}`);
    const message = params.message!;
    expect(message.startsWith('Can we visit on Sunday?\n\nAbout these 3 listings:\n')).toBe(true);
    const pages = [
      paths.building(BUILDING, building._id),
      paths.land(land._id),
      paths.project(PROJECT, project._id),
    ];
    [BUILDING, LAND, PROJECT].forEach((name, index) => {
      expect(message).toContain(`${index + 1}. ${name}`);
      expect(message).toContain(`${location.origin}${pages[index]}`);
    });
    expect(message).toContain(building.locationDetails.city);
    expect(message).toContain(project.location);
  });

  it("'Share shortlist' gives the list's address and a WhatsApp message naming each listing", async () => {
    keep(refs);
    const { user } = renderApp(paths.shortlist);
    await screen.findByRole('heading', { level: 2, name: PROJECT });
    await user.click(screen.getByRole('button', { name: 'Share shortlist' }));
    const address = `${location.origin}/shortlist?ids=b-${building._id},l-${land._id},p-${project._id}`;
    expect(screen.getByLabelText('Address of this shortlist')).toHaveValue(address);
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!;
    expect(whatsapp.getAttribute('href')!.startsWith('https://wa.me/?text=')).toBe(true);
    for (const name of [BUILDING, LAND, PROJECT]) expect(text).toContain(name);
    expect(text.endsWith(address)).toBe(true);
  });

  it('opens a shared address as that list, and keeps it beside the own list only when asked', async () => {
    const own: ListingRef = { kind: 'building', id: seedBuildings[1]!._id };
    keep([own]);
    const { user } = renderApp(`${paths.shortlist}?ids=${refsParam(refs)},x-bad,b-${GONE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared Shortlist' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: PROJECT });
    expect(
      within(screen.getByRole('region', { name: 'Shared listings' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(
      await screen.findByText('1 listing in this shared shortlist is no longer available.'),
    ).toBeInTheDocument();
    // Nothing is written until the visitor asks.
    expect(kept()).toEqual([own]);
    await user.click(screen.getByRole('button', { name: 'Save to my shortlist' }));
    expect(screen.getByText('Saved: 3 listings added to your shortlist.')).toBeInTheDocument();
    expect(kept()).toEqual([...refs, own]);
  });

  it('reads a malformed stored list as empty', async () => {
    localStorage.setItem('shortlist', '{not json');
    renderApp(paths.shortlist);
    expect(await screen.findByRole('heading', { name: 'Your shortlist is empty' })).toBeInTheDocument();
  });
});
