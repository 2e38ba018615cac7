/**
 * Names (and ids) that make awkward file names, and seed records carrying them: every record gets a
 * pre-rendered page, written at its decoded address, that nginx finds at the address the site links to.
 * For the unit tests (src/lib/pathPart.ts, src/app/listingPages.ts, scripts/precompress.mjs) and the
 * production e2e's backend alike.
 */
import type { Blog } from '@/features/blogs/schema';
import type { Building } from '@/features/buildings/schema';
import type { Land } from '@/features/lands/schema';
import type { Project } from '@/features/projects/schema';
import { seedBlogs } from '@/mocks/seed/blogs';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';

/** Each name, with what makes it awkward. */
export const AWKWARD_NAMES: [string, string][] = [
  ['reserved punctuation , & : +', 'Sai, Lakshmi & Co: Phase+2'],
  ['a query, a fragment, a percent and slashes', 'Tower #7? 100% A/B\\C'],
  ['what looks like an escape', 'Offer 50%25 %2F off'],
  ['one dot', '.'],
  ['two dots', '..'],
  ['three dots', '...'],
  ['Odia letters', 'ଓଡ଼ିଆ ନିବାସ'],
  ['Hindi letters', 'देवनागरी निवास'],
  ['spaces at either end', '  Lotus Enclave  '],
  ['100 Odia letters (300 bytes)', 'ଓ'.repeat(100)],
  ['64 emoji (256 bytes of surrogate pairs)', '🏠'.repeat(64)],
  ['an encoded form over 255 bytes', 'A & B, '.repeat(30).trim()],
  ['a control character', 'Tab\tand\nnewline'],
];

/** An id that is no ObjectId but still a file name, and one that cannot be (opened through the SPA fallback). */
export const ODD_ID = 'odd id, ଓ: 1+1';
export const UNFIT_ID = 'a/b?c#d%';

/** Ids older than the seed's, so the newest-first lists still start with the seed's records. */
const awkwardId = (kind: number, index: number) =>
  `5f00000000000000000${kind}${String(index).padStart(4, '0')}`;

export interface AwkwardRecords {
  buildings: Building[];
  lands: Land[];
  projects: Project[];
  blogs: Blog[];
}

/** Seed records renamed to each awkward name (and two with odd ids): nothing the seed shows changes. */
export function awkwardRecords(): AwkwardRecords {
  const names = AWKWARD_NAMES.map(([, name]) => name);
  const ids = (kind: number) => [...names.map((_, index) => awkwardId(kind, index)), ODD_ID];
  const copy = <T>(record: T): T => structuredClone(record);
  return {
    buildings: ids(1).map((_id, index) => {
      const building = copy(seedBuildings[index % seedBuildings.length]!);
      building._id = _id;
      building.generalInfo.BuildingsName = names[index] ?? names[0]!;
      return building;
    }),
    lands: [ODD_ID, UNFIT_ID].map((_id, index) => ({ ...copy(seedLands[index]!), _id })),
    projects: ids(3).map((_id, index) => ({
      ...copy(seedProjects[index % seedProjects.length]!),
      _id,
      projectName: names[index] ?? names[0]!,
    })),
    blogs: ids(4).map((_id, index) => ({
      ...copy(seedBlogs[index % seedBlogs.length]!),
      _id,
      title: names[index] ?? names[0]!,
    })),
  };
}
