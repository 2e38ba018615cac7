import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { seedLands } from '@/mocks/seed/lands';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

const BY_ID = '*/real-estate/lands/get-land-by-id/:id';
const first = seedLands[0]!;
const noImages = seedLands.find((land) => land.propertyImages.length === 0)!;

const card = (label: string) => {
  const item = screen.getByText(label, { selector: 'p' }).closest('li');
  if (!item) throw new Error(`No card for ${label}`);
  return item;
};

describe('Land detail page', () => {
  it('shows the name, the price with a dollar sign and the area in sq ft', async () => {
    renderApp(`/property/land-details/${first._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: first.generalInfo.propertyName }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${first.generalInfo.propertyName}`)));
    // 1.5 acres = 65,340 sq ft; price 4,500,000.
    expect(within(card('Total Area')).getByText('65,340 sq ft')).toBeInTheDocument();
    expect(within(card('Selling Price')).getByText('$4,500,000')).toBeInTheDocument();
    expect(screen.getAllByText('$4,500,000').length).toBeGreaterThanOrEqual(2);
  });

  it('has an info card for every land field', async () => {
    renderApp(`/property/land-details/${first._id}`);
    await screen.findByRole('heading', { level: 1, name: first.generalInfo.propertyName });
    const expected: [string, string][] = [
      ['Property Type', 'Residential'],
      ['Status', 'Available'],
      ['Terrain', 'Flat'],
      ['Soil Type', first.physicalCharacteristics.soilType],
      ['Road Access', 'Paved'],
      ['Water Access', 'Municipal'],
      ['Sewage System', 'Municipal'],
      ['Electricity', 'Yes'],
      ['Address', first.locationDetails.address],
      ['City', first.locationDetails.city],
      ['State', first.locationDetails.state],
      ['Zip Code', first.locationDetails.zipCode],
      ['Country', first.locationDetails.country],
    ];
    for (const [label, value] of expected) expect(card(label)).toHaveTextContent(value);
  });

  it('has an image carousel with one button per photo', async () => {
    const { user } = renderApp(`/property/land-details/${first._id}`);
    const carousel = await screen.findByRole('region', { name: `${first.generalInfo.propertyName} photos` });
    const dots = within(carousel).getAllByRole('button', { name: /Show photo/ });
    expect(dots).toHaveLength(first.propertyImages.length);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(within(carousel).getByRole('button', { name: 'Next photo' }));
    expect(within(carousel).getByRole('button', { name: 'Show photo 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it("says 'No images available' when the land has none", async () => {
    renderApp(`/property/land-details/${noImages._id}`);
    expect(await screen.findByText('No images available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /photos$/ })).not.toBeInTheDocument();
  });

  it('shows not found with a way back for an unknown id, and for an empty answer', async () => {
    renderApp('/property/land-details/65f0c2000000000000000999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Land not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to properties/ }).getAttribute('href')).toMatch(
      /^\/properties/,
    );
  });

  it('treats an empty answer as not found', async () => {
    server.use(http.get(BY_ID, () => HttpResponse.json(null)));
    renderApp(`/property/land-details/${first._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Land not found' })).toBeInTheDocument();
  });

  it('shows a malformed record with placeholders, never $0', async () => {
    server.use(
      http.get(BY_ID, () =>
        HttpResponse.json({
          _id: first._id,
          generalInfo: { propertyName: 'Odd Plot' },
          financialInfo: 'x',
          propertyImages: [null, {}],
        }),
      ),
    );
    renderApp(`/property/land-details/${first._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Odd Plot' })).toBeInTheDocument();
    expect(screen.queryByText('$0')).not.toBeInTheDocument();
    expect(screen.getAllByText('Price on request').length).toBeGreaterThan(0);
    expect(screen.getByText('No images available')).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('ends loading and offers Retry on %s', async (_label, reply) => {
    server.use(http.get(BY_ID, reply));
    const { user } = renderApp(`/property/land-details/${first._id}`);
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText('Loading land details')).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: first.generalInfo.propertyName }),
    ).toBeInTheDocument();
  });
});
