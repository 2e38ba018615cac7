/**
 * The frame every listing's page shares (src/app/ListingRecordPage.tsx), seen on a land's page: the
 * badges over the name in their order and colours, a missing value's badge left out, and the
 * breadcrumb's step.
 */
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { server } from '@/mocks/node';
import { seedLands } from '@/mocks/seed/lands';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

const BY_ID = '*/real-estate/lands/get-land-by-id/:id';
const land = seedLands[0]!;

async function openLand(generalInfo: Partial<typeof land.generalInfo>) {
  const answer = { ...land, generalInfo: { ...land.generalInfo, ...generalInfo } };
  server.use(http.get(BY_ID, () => HttpResponse.json(answer)));
  renderApp(paths.land(land._id));
  const heading = await screen.findByRole('heading', { level: 1, name: land.generalInfo.propertyName });
  return heading.closest('header')!;
}

const badgeElements = (header: HTMLElement) => [...header.querySelectorAll('.rounded-full.px-3')];
const badges = (header: HTMLElement) => badgeElements(header).map((badge) => badge.textContent);

describe("a listing's page frame", () => {
  it('shows the type, then the status, over the name', async () => {
    const header = await openLand({ propertyType: 'residential', currentStatus: 'available' });
    expect(badges(header)).toEqual(['Residential', 'Available']);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Properties' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/properties/),
    );
  });

  it('colours the first badge brand and the second accent', async () => {
    const [type, status] = badgeElements(
      await openLand({ propertyType: 'residential', currentStatus: 'available' }),
    );
    expect(type).toHaveClass('bg-brand-100', 'text-brand-800');
    expect(status).toHaveClass('bg-accent-100', 'text-accent-700');
  });

  it('leaves out the badge of a value the listing does not have', async () => {
    const header = await openLand({ propertyType: '', currentStatus: 'available' });
    expect(badges(header)).toEqual(['Available']);
    // The status keeps its place's colours.
    expect(badgeElements(header)[0]).toHaveClass('bg-accent-100', 'text-accent-700');
  });

  it('shows no badge when the listing has neither', async () => {
    expect(badges(await openLand({ propertyType: '', currentStatus: '' }))).toEqual([]);
  });
});
