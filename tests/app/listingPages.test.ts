import { afterEach, describe, expect, it, vi } from 'vitest';
import { awkwardRecords, UNFIT_ID, type AwkwardRecords } from '@tests/test-utils/awkwardNames';
import { listingPaths } from '@/app/listingPages';
import { paths } from '@/config/paths';
import { seedBlogs } from '@/mocks/seed/blogs';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A backend whose lists are `records`. */
function stubBackend({ buildings, lands, projects, blogs }: AwkwardRecords) {
  const answers: Record<string, unknown> = {
    'https://api.example.com/real-estate/buildings/get-all-buildings': { data: buildings },
    'https://api.example.com/real-estate/lands/get-all-lands': lands,
    'https://api.example.com/real-estate/project/get_all_project': { projects },
    'https://api.example.com/real-estate/blogs/get-all-blogs': { blogs },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(JSON.stringify(answers[url]), { status: 200 })),
  );
}

describe('listingPaths', () => {
  it('renders every seeded building, land, project and blog post in a demo build, at its decoded address', async () => {
    const found = await listingPaths('');
    expect(found).toHaveLength(
      seedBuildings.length + seedLands.length + seedProjects.length + seedBlogs.length,
    );
    expect(found).toContain(`/property/Green Valley Residency/${seedBuildings[0]!._id}`);
    expect(found).toContain(`/property/land-details/${seedLands[0]!._id}`);
    expect(found).toContain(paths.project(seedProjects[0]!.projectName, seedProjects[0]!._id));
    expect(found).toContain(paths.blogPost(seedBlogs[0]!.title, seedBlogs[0]!._id));
    // Every address is plain: the file the build writes is the one a server finds.
    for (const address of found.filter((link) => !link.startsWith('/property/'))) {
      expect(address).toMatch(/^\/(Projects|blog)\/[a-z0-9-]+\/[\w-]+$/);
    }
  });

  it("reads the backend's lists, skipping records without an id", async () => {
    const answers: Record<string, unknown> = {
      'https://api.example.com/real-estate/buildings/get-all-buildings': {
        data: [
          { _id: 'b1', generalInfo: { BuildingsName: 'Sai Heights' } },
          { generalInfo: { BuildingsName: 'No id' } },
        ],
      },
      'https://api.example.com/real-estate/lands/get-all-lands': [{ _id: 'l1' }],
      'https://api.example.com/real-estate/project/get_all_project': {
        projects: [{ _id: 'p1', projectName: 'Lake View' }, { projectName: 'No id' }],
      },
      'https://api.example.com/real-estate/blogs/get-all-blogs': {
        blogs: [{ _id: 'g1', title: 'Buying land' }],
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(answers[url]), { status: 200 })),
    );
    expect(await listingPaths('https://api.example.com/')).toEqual([
      '/property/Sai Heights/b1',
      '/property/land-details/l1',
      '/Projects/lake-view/p1',
      '/blog/buying-land/g1',
    ]);
  });

  it('fails the build when the backend does not answer the lists', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    await expect(listingPaths('https://api.example.com')).rejects.toThrow(/503/);
  });

  it('renders a record with an awkward name where nginx looks for its link, and leaves an id no file can have to the SPA fallback', async () => {
    const records = awkwardRecords();
    stubBackend(records);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const found = await listingPaths('https://api.example.com');
    const links = [
      ...records.buildings.map((one) => paths.building(one.generalInfo.BuildingsName, one._id)),
      ...records.lands.map((one) => paths.land(one._id)),
      ...records.projects.map((one) => paths.project(one.projectName, one._id)),
      ...records.blogs.map((one) => paths.blogPost(one.title, one._id)),
    ];
    const fit = links.filter((link) => !link.endsWith(encodeURIComponent(UNFIT_ID)));
    expect(fit).toHaveLength(links.length - 1);
    // Each page's path is its link as nginx decodes it (every %XX, '%2C', '%3F' and '%2F' too).
    expect(found).toEqual(fit.map((link) => link.split('/').map(decodeURIComponent).join('/')));
    const [punctuated, slashed] = records.buildings;
    expect(found).toContain(`/property/Sai, Lakshmi & Co: Phase+2/${punctuated!._id}`);
    expect(found).toContain(`/property/Tower 7 100 A-B-C/${slashed!._id}`);
    expect(found).toContain(`/property/${'ଓ'.repeat(85)}/${records.buildings[9]!._id}`);
    expect(found).toContain('/property/land-details/odd id, ଓ: 1+1');
    expect(warn).toHaveBeenCalledWith(
      `Not rendered at build (its id cannot be a file name): ${paths.land(UNFIT_ID)}`,
    );
  });

  it('renders an id of up to 250 bytes: React Router writes `<id>.data` beside its folder', async () => {
    const [land] = awkwardRecords().lands;
    const ids = ['ଓ'.repeat(83), 'x'.repeat(250), 'x'.repeat(251)];
    stubBackend({ buildings: [], projects: [], blogs: [], lands: ids.map((_id) => ({ ...land!, _id })) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await listingPaths('https://api.example.com')).toEqual(
      ids.slice(0, 2).map((id) => `/property/land-details/${id}`),
    );
  });
});
