/**
 * The brochures in Odia and Hindi: every word the sheet writes in the language, the backend's
 * names, places and descriptions as entered (marked English), the QR code and the way back to the
 * listing's page in the same language, the title in it, and a missing listing said in it.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { pathIn } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/catalogue';
import { landPage } from '@/features/lands/landPage';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';
import { COMPANY_ADDRESS, strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 8000 });

const land = seedLands[0]!;
const building = seedBuildings[0]!;
const project = seedProjects[0]!;
/** A brochure cannot mark a name inside an alt text or a QR code's label as English. */
const ALLOWED = [
  ...COMPANY_ADDRESS,
  land.generalInfo.propertyName,
  building.generalInfo.BuildingsName,
  project.projectName,
  new URL(env.siteUrl).host,
];

let print: MockInstance<() => void>;
beforeEach(() => {
  print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
});
afterEach(() => {
  print.mockRestore();
});

const brochures = [
  {
    kind: 'land',
    name: land.generalInfo.propertyName,
    page: paths.land(land._id),
    brochure: paths.landBrochure(land._id),
  },
  {
    kind: 'building',
    name: building.generalInfo.BuildingsName,
    page: paths.building(building.generalInfo.BuildingsName, building._id),
    brochure: paths.buildingBrochure(building.generalInfo.BuildingsName, building._id),
  },
  {
    kind: 'project',
    name: project.projectName,
    page: paths.project(project.projectName, project._id),
    brochure: paths.projectBrochure(project.projectName, project._id),
  },
] as const;

describe.each(['or', 'hi'] as const)('A brochure in %s', (language) => {
  it.each(brochures)(
    'of a $kind is written in the language, its listing’s words as entered',
    async (listing) => {
      const words = await loadMessages(language, 'brochure');
      renderApp(pathIn(language, listing.brochure));
      const title = await screen.findByRole('heading', { level: 1, name: listing.name });
      expect(title).toHaveAttribute('lang', 'en');
      expect(screen.getByText(words.eyebrow)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: words.keyFacts })).toBeInTheDocument();
      const page = pathIn(language, listing.page);
      expect(screen.getByRole('link', { name: words.back })).toHaveAttribute('href', page);
      expect(
        await screen.findByRole('img', { name: words.qr.replace('{url}', `${env.siteUrl}${page}`) }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: words.print })).toBeInTheDocument();
      // The QR code's label names the address it opens.
      expect(strayLatinOnPage(document.body, [...ALLOWED, `${env.siteUrl}${page}`])).toEqual([]);
      await waitFor(() => expect(document.title).toContain(words.title.replace('{name}', listing.name)));
    },
  );

  it('says in the language that a listing is not there, with a way back in it', async () => {
    const land = await loadMessages(language, 'land');
    renderApp(pathIn(language, paths.landBrochure('65f0b1000000000000000999')));
    expect(await screen.findByRole('heading', { name: land.notFound.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: land.notFound.back })).toHaveAttribute(
      'href',
      pathIn(language, landPage.notFound.backTo),
    );
    expect(strayLatinOnPage(document.body, ALLOWED)).toEqual([]);
  });
});

describe('A record page in another language', () => {
  it('links to its brochure in the same language', async () => {
    const record = await loadMessages('or', 'record');
    renderApp(pathIn('or', paths.land(land._id)));
    const link = await screen.findByRole('link', { name: record.brochure });
    expect(link).toHaveAttribute('href', pathIn('or', paths.landBrochure(land._id)));
    expect(within(document.body).queryByText('Download brochure')).toBeNull();
  });
});
