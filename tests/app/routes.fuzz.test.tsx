/**
 * Property-based: every GET of the backend answers at least 100 malformed bodies (wrong types,
 * missing fields, nulls, huge strings, unexpected nesting) and the page that reads it keeps
 * rendering: no uncaught error, no error boundary, its heading still there.
 */
import { act, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedBlogs } from '@/mocks/seed/blogs';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';
import { renderApp, signIn } from '@tests/test-utils';

const buildingId = seedBuildings[0]!._id;
const landId = seedLands[0]!._id;
const projectId = seedProjects[0]!._id;
const blogId = seedBlogs[0]!._id;

/** Field names the pages read, so generated records look almost right. */
const FIELDS = [
  '_id',
  'generalInfo',
  'BuildingsName',
  'locationDetails',
  'city',
  'financialInfo',
  'sellingPrice',
  'units',
  'BuildingsImages',
  'propertyImages',
  'propertyName',
  'physicalCharacteristics',
  'totalArea',
  'utilities',
  'projectName',
  'projectStatus',
  'amenities',
  'images',
  'yearOfCompletion',
  'title',
  'paragraphs',
  'blogImage',
  'createdDate',
  'name',
  'email',
  'phone',
  'resume',
  'jobData',
  'img_url',
  'address',
  'extraInfo',
  'locationBenifits',
];

const hugeString = fc.string({ minLength: 2000, maxLength: 6000 });
const weirdValue: fc.Arbitrary<JsonBodyType> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string(),
  hugeString,
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonBodyType>,
);
const almostRecord = fc.dictionary(fc.constantFrom(...FIELDS), weirdValue, { maxKeys: 10 });
const nestedRecord = fc.record({
  _id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
  generalInfo: fc.oneof(almostRecord, weirdValue),
  locationDetails: fc.oneof(almostRecord, weirdValue),
  financialInfo: fc.oneof(almostRecord, weirdValue),
  physicalCharacteristics: fc.oneof(almostRecord, weirdValue),
  units: fc.oneof(fc.array(fc.oneof(almostRecord, weirdValue), { maxLength: 3 }), weirdValue),
  jobData: fc.oneof(almostRecord, weirdValue),
});
const recordLike = fc.oneof(almostRecord, nestedRecord, weirdValue);
const listLike = fc.array(recordLike, { maxLength: 6 });

/** Bodies a broken backend might send for a list or a record. */
const malformedAnswer: fc.Arbitrary<JsonBodyType> = fc.oneof(
  weirdValue,
  listLike,
  recordLike,
  fc.record({ data: fc.oneof(listLike, recordLike, weirdValue) }),
  fc.record({ blogs: fc.oneof(listLike, weirdValue) }),
  fc.record({ projects: fc.oneof(listLike, recordLike, weirdValue) }),
  fc.record({ data: fc.record({ data: listLike }) }),
) as fc.Arbitrary<JsonBodyType>;

interface Case {
  get: string;
  route: string;
  admin?: boolean;
}

const CASES: Case[] = [
  { get: '*/real-estate/buildings/get-all-buildings', route: '/' },
  { get: '*/real-estate/buildings/get-all-buildings', route: '/properties' },
  { get: '*/real-estate/buildings/get-all-buildings', route: '/buildings', admin: true },
  { get: '*/real-estate/buildings/get-building-by-id/:id', route: `/property/Fuzz/${buildingId}` },
  {
    get: '*/real-estate/buildings/get-building-by-id/:id',
    route: `/update-building/${buildingId}`,
    admin: true,
  },
  { get: '*/real-estate/lands/get-all-lands', route: '/' },
  { get: '*/real-estate/lands/get-all-lands', route: '/lands', admin: true },
  { get: '*/real-estate/lands/get-land-by-id/:id', route: `/property/land-details/${landId}` },
  { get: '*/real-estate/lands/get-land-by-id/:id', route: `/edit-land-details/${landId}`, admin: true },
  { get: '*/real-estate/gallery/get-all-images', route: '/gallery' },
  { get: '*/real-estate/jobs/get-all-applications', route: '/job-applications', admin: true },
  { get: '*/real-estate/blogs/get-all-blogs', route: '/blogs', admin: true },
  { get: '*/real-estate/blogs/get-all-blogs', route: '/blog' },
  { get: '*/real-estate/blogs/get-all-blogs', route: `/blog/fuzz/${blogId}` },
  { get: '*/real-estate/project/get_all_project', route: '/Projects' },
  { get: '*/real-estate/project/get_project_by_id/:id', route: `/Projects/fuzz/${projectId}` },
  { get: '*/real-estate/project/get_all_project', route: '/projectlists', admin: true },
  {
    get: '*/real-estate/project/get_project_by_id/:id',
    route: `/projectlists/edit/${projectId}`,
    admin: true,
  },
  { get: '*/real-estate/admin/get-all-admins', route: '/profile', admin: true },
];

const RUNS = 100;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pages survive malformed answers', () => {
  for (const { get, route, admin } of CASES) {
    it(`${route} reading ${get.replace('*/real-estate', '')}`, { timeout: 120_000 }, async () => {
      const uncaught: unknown[] = [];
      const onError = (event: ErrorEvent) => uncaught.push(event.error);
      window.addEventListener('error', onError);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);

      if (admin) await signIn();
      let answer: JsonBodyType = null;
      server.use(http.get(get, () => HttpResponse.json(answer)));
      const { client } = renderApp(route);
      await screen.findAllByRole('heading', { level: 1 });

      await fc.assert(
        fc.asyncProperty(malformedAnswer, async (body) => {
          answer = body;
          await act(async () => {
            await client.refetchQueries();
          });
          await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0));
          expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
        }),
        { numRuns: RUNS },
      );
      window.removeEventListener('error', onError);
      expect(uncaught).toEqual([]);
    });
  }
});
