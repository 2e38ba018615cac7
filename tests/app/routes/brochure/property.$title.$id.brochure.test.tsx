import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { seedBuildings } from '@/mocks/seed/buildings';
import { renderApp } from '@tests/test-utils/render';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';

configure({ asyncUtilTimeout: 5000 });

const building = seedBuildings.find((one) => one.BuildingsPlansImage && one.BuildingsImages.length >= 3)!;
const name = building.generalInfo.BuildingsName;
const pagePath = paths.building(name, building._id);
const brochurePath = paths.buildingBrochure(name, building._id);

/** The sheet's photos and plan tell the page they are in, as a browser's do once loaded. */
function loadImages() {
  const sheet = screen.getByRole('article');
  for (const image of within(sheet)
    .getAllByRole('img')
    .filter((one) => one.tagName === 'IMG'))
    fireEvent.load(image);
}

let print: MockInstance<() => void>;
beforeEach(() => {
  print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
});
afterEach(() => {
  print.mockRestore();
});

describe('Building brochure', () => {
  it('shows the name, place, facts, plan, contact details and a QR code of the listing page', async () => {
    renderApp(brochurePath);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    const { address, city } = building.locationDetails;
    expect(screen.getByText(`${address}, ${city}`)).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Key facts' });
    for (const label of ['Property Type', 'Status', 'Total Area', 'Possession', 'Approval', 'Parking'])
      expect(within(facts).getByText(label)).toBeInTheDocument();
    expect(screen.getByText('Call For Price')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${name} floor plan` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${name}, photo 1` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${name}, photo 3` })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: `Talk to ${company.name}` });
    expect(within(contact).getByRole('link', { name: company.salesPhone })).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: company.email })).toBeInTheDocument();
    expect(within(contact).getByText(company.address.line1, { exact: false })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: `QR code: opens ${env.siteUrl}${pagePath}` });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(screen.getByRole('link', { name: /Back to listing/ })).toHaveAttribute('href', pagePath);
  });

  it('opens the print dialog once, when its photos and QR code are in, and its button prints again', async () => {
    const { user } = renderApp(brochurePath);
    await screen.findByRole('img', { name: /^QR code: opens/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(print).not.toHaveBeenCalled();
    loadImages();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    loadImages();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(2);
  });

  it('is not for search engines: noindex, and the listing page as its canonical URL', async () => {
    renderApp(brochurePath);
    await screen.findByRole('heading', { level: 1, name });
    await waitFor(() => expect(document.title).toBe(`${name}: brochure | ${company.name}`));
  });

  it('is linked from the building page, and opens from there', async () => {
    const { user } = renderApp(pagePath);
    const link = await screen.findByRole('link', { name: 'Download brochure' });
    expect(link).toHaveAttribute('href', brochurePath);
    await user.click(link);
    expect(await screen.findByRole('article')).toHaveTextContent('Property brochure');
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it('says so when the building is not there', async () => {
    renderApp(paths.buildingBrochure('Gone', '65f0c2000000000000000999'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Property not found' })).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });

  it('points its QR code at a short address of the listing, whatever the length of its name', async () => {
    // 250 bytes of Odia: every letter three bytes, each percent-escaped to nine characters.
    const long = 'ସବୁଜ ଉପତ୍ୟକା ଆବାସ '.repeat(6).trim();
    server.use(
      http.get('*/buildings/get-building-by-id/:id', () =>
        HttpResponse.json({
          data: { ...building, generalInfo: { ...building.generalInfo, BuildingsName: long } },
        }),
      ),
    );
    renderApp(paths.buildingBrochure(long, building._id));
    const code = await screen.findByRole('img', { name: /^QR code: opens / });
    const url = (code.getAttribute('aria-label') ?? '').replace('QR code: opens ', '');
    expect(url.length).toBeLessThan(200);
    const address = new URL(url);
    expect(address.pathname).toMatch(new RegExp(`^/property/[^/]+/${building._id}$`));
    // The page the code opens is this listing's: the route reads its id.
    expect(decodeURIComponent(address.pathname.split('/')[2] ?? '')).toBe(long.slice(0, 8).trim());
  });
});
