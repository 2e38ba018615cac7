import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingPaths } from '@/app/listingPages';
import { paths } from '@/config/paths';
import { seedBlogs } from '@/mocks/seed/blogs';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';

afterEach(() => vi.unstubAllGlobals());

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
});
