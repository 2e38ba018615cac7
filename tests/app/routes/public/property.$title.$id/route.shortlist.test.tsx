import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';
import { buildingPath, landPath } from '@tests/test-utils/listingPages';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 10_000 });

const projectPath = `/Projects/green-valley-phase-ii/${seedProjects[0]!._id}`;

/** The record page's own header: its h1 and the buttons beside Share. */
const pageHeader = async (name: string) =>
  (await screen.findByRole('heading', { level: 1, name })).closest('header') as HTMLElement;

describe('Shortlist on the record pages', () => {
  it.each([
    ['building', buildingPath, seedBuildings[0]!.generalInfo.BuildingsName, seedBuildings[0]!._id],
    ['land', landPath, seedLands[0]!.generalInfo.propertyName, seedLands[0]!._id],
    ['project', projectPath, seedProjects[0]!.projectName, seedProjects[0]!._id],
  ])("a %s page's header keeps it with 'Shortlist', beside Share", async (kind, path, name, id) => {
    const { user } = renderApp(path);
    const header = await pageHeader(name);
    const toggle = within(header).getByRole('button', { name: 'Shortlist' });
    expect(within(header).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('shortlist')!)).toEqual([{ kind, id }]);
    expect(await screen.findByRole('link', { name: 'Shortlist, 1 listing' })).toBeInTheDocument();
  });
});
