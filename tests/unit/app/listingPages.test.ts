import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingPaths } from '../../../src/app/listingPages';
import { seedBuildings } from '../../../src/mocks/seed/buildings';
import { seedLands } from '../../../src/mocks/seed/lands';

afterEach(() => vi.unstubAllGlobals());

describe('listingPaths', () => {
  it('renders every seeded building and land in a demo build, at its decoded address', async () => {
    const found = await listingPaths('');
    expect(found).toHaveLength(seedBuildings.length + seedLands.length);
    expect(found).toContain(`/property/Green Valley Residency/${seedBuildings[0]!._id}`);
    expect(found).toContain(`/property/land-details/${seedLands[0]!._id}`);
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
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(answers[url]), { status: 200 })),
    );
    expect(await listingPaths('https://api.example.com/')).toEqual([
      '/property/Sai Heights/b1',
      '/property/land-details/l1',
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
