/**
 * The listing pages the build renders into HTML (react-router.config.ts): every building and land
 * the backend has when the site is built, read from VITE_API_HOST, or the demo seed in a demo
 * build. A listing added later opens through the SPA fallback until the next build.
 */
import { paths } from '../config/paths';
import { ALL_BUILDINGS_PATH } from '../features/buildings/api';
import { buildingSchema, type Building } from '../features/buildings/schema';
import { ALL_LANDS_PATH } from '../features/lands/api';
import { landSchema, type Land } from '../features/lands/schema';
import { parseList } from '../lib/parse';
import { seedBuildings } from '../mocks/seed/buildings';
import { seedLands } from '../mocks/seed/lands';

/** The records the backend lists at build time. A backend that does not answer fails the build. */
async function readListings(apiHost: string): Promise<{ buildings: Building[]; lands: Land[] }> {
  if (!apiHost) return { buildings: seedBuildings, lands: seedLands };
  const read = async (path: string) => {
    const response = await fetch(`${apiHost}/real-estate${path}`, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`The backend answered ${path} with ${response.status}`);
    return (await response.json()) as unknown;
  };
  const [buildings, lands] = await Promise.all([read(ALL_BUILDINGS_PATH), read(ALL_LANDS_PATH)]);
  return { buildings: parseList(buildingSchema, buildings), lands: parseList(landSchema, lands) };
}

/**
 * The address of each listing page as the site links to it, decoded as React Router's pre-render
 * matches it (and as nginx looks the file up: /property/Green Valley Residency/...).
 */
export async function listingPaths(apiHost: string): Promise<string[]> {
  const { buildings, lands } = await readListings(apiHost.replace(/\/+$/, ''));
  const links = [
    ...buildings
      .filter((building) => building._id.trim())
      .map((building) => paths.building(building.generalInfo.BuildingsName, building._id)),
    ...lands.filter((land) => land._id.trim()).map((land) => paths.land(land._id)),
  ];
  return links.map((link) => decodeURI(link));
}
