import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { seedLands } from '@/mocks/seed/lands';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

const land = seedLands[0]!;
const name = land.generalInfo.propertyName;
const pagePath = paths.land(land._id);
const brochurePath = paths.landBrochure(land._id);

let print: MockInstance<() => void>;
beforeEach(() => {
  print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
});
afterEach(() => {
  print.mockRestore();
});

const fact = (label: string) => {
  const tile = within(screen.getByRole('region', { name: 'Key facts' }))
    .getByText(label)
    .closest('li');
  if (!tile) throw new Error(`No fact ${label}`);
  return tile;
};

describe('Land brochure', () => {
  it('shows the name, price, area, terrain, road, water, electricity, contact details and a QR code', async () => {
    renderApp(brochurePath);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    // 1.5 acres = 65,340 sq ft; price 4,500,000, with a dollar sign as on the land page.
    expect(fact('Total Area')).toHaveTextContent('65,340 sq ft');
    expect(fact('Selling Price')).toHaveTextContent('$4,500,000');
    expect(fact('Terrain')).toHaveTextContent('Flat');
    expect(fact('Road Access')).toHaveTextContent('Paved');
    expect(fact('Water Access')).toHaveTextContent('Municipal');
    expect(fact('Electricity')).toHaveTextContent('Yes');
    expect(screen.getAllByText('$4,500,000')).toHaveLength(2);
    // Under the price, its rate as the land page and Compare give it: 4,500,000 / 65,340 sq ft.
    expect(screen.getByText('$68.87')).toHaveTextContent('$68.87 / sq ft per square foot');
    expect(screen.queryByRole('region', { name: 'Plan' })).not.toBeInTheDocument();
    const contact = screen.getByRole('region', { name: `Talk to ${company.name}` });
    expect(within(contact).getByRole('link', { name: company.salesPhone })).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: company.email })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: `QR code: opens ${env.siteUrl}${pagePath}` }),
    ).toBeVisible();
  });

  it('opens the print dialog once its photos are in', async () => {
    renderApp(brochurePath);
    await screen.findByRole('img', { name: /^QR code: opens/ });
    const photos = screen.getAllByRole('img', { name: new RegExp(`^${name}, photo`) });
    expect(photos).toHaveLength(land.propertyImages.length);
    photos.forEach((photo) => fireEvent.load(photo));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('is linked from the land page', async () => {
    renderApp(pagePath);
    expect(await screen.findByRole('link', { name: 'Download brochure' })).toHaveAttribute(
      'href',
      brochurePath,
    );
  });
});
