import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meta as buildingMeta } from '@/app/routes/brochure/property.$title.$id.brochure';
import { meta as landMeta } from '@/app/routes/brochure/property.land-details.$id.brochure';
import { meta as projectMeta } from '@/app/routes/brochure/projects.$name.$id.brochure';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';
import { loadAllMessages, loadMessages } from '@/lib/i18n/catalogue';
import { pathIn } from '@/lib/i18n/languages';

// The words a brochure's clientLoader loads before its meta runs.
await loadAllMessages();

const building = seedBuildings[0]!;
const land = seedLands[0]!;
const project = seedProjects[0]!;

/** What a meta function is called with after its clientLoader read `data`. */
function argsOf<Args>(pathname: string, params: Record<string, string>, data: unknown): Args {
  return {
    loaderData: { read: { data, isError: false, error: null } },
    params,
    location: { pathname, search: '', hash: '', state: null, key: 'default' },
  } as unknown as Args;
}

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("the brochures' meta", () => {
  const name = building.generalInfo.BuildingsName;
  const cases: [string, MetaDescriptor[], string, string][] = [
    [
      'building',
      buildingMeta(
        argsOf(paths.buildingBrochure(name, building._id), { title: name, id: building._id }, building),
      ),
      name,
      paths.building(name, building._id),
    ],
    [
      'land',
      landMeta(argsOf(paths.landBrochure(land._id), { id: land._id }, land)),
      land.generalInfo.propertyName,
      paths.land(land._id),
    ],
    [
      'project',
      projectMeta(
        argsOf(
          paths.projectBrochure(project.projectName, project._id),
          { name: project.projectName, id: project._id },
          project,
        ),
      ),
      project.projectName,
      paths.project(project.projectName, project._id),
    ],
  ];

  it.each(cases)(
    "a %s's brochure is not indexed, and names the listing page as its canonical URL",
    (_kind, tags, listingName, listingPath) => {
      expect(find(tags, 'title', `${listingName}: brochure | Kalinga Habitats`)).toBeDefined();
      expect(find(tags, 'name', 'robots')?.content).toBe('noindex');
      expect(find(tags, 'rel', 'canonical')?.href).toBe(`${env.siteUrl}${listingPath}`);
    },
  );

  it('a missing listing is not indexed either', () => {
    const tags = landMeta(
      argsOf(paths.landBrochure('65f0c2000000000000000999'), { id: '65f0c2000000000000000999' }, undefined),
    );
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex');
  });

  it('in Odia and Hindi are in the language, the listing’s page in it their canonical address', async () => {
    for (const language of ['or', 'hi'] as const) {
      const words = await loadMessages(language, 'brochure');
      const tags = landMeta(argsOf(pathIn(language, paths.landBrochure(land._id)), { id: land._id }, land));
      const landName = land.generalInfo.propertyName;
      expect(
        find(tags, 'title', `${words.title.replace('{name}', landName)} | Kalinga Habitats`),
      ).toBeDefined();
      expect(find(tags, 'name', 'robots')?.content).toBe('noindex');
      expect(find(tags, 'rel', 'canonical')?.href).toBe(
        `${env.siteUrl}${pathIn(language, paths.land(land._id))}`,
      );
    }
  });
});
