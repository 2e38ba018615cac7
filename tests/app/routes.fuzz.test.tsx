/**
 * Property-based: every GET of the backend answers at least 100 malformed bodies (wrong types,
 * missing fields, nulls, huge strings, unexpected nesting) and the page that reads it keeps
 * rendering: no uncaught error, no error boundary, its heading still there. The same GETs answer
 * bodies that are no JSON (an HTML error page with 200, an empty body) or bare JSON (null, a
 * number) or their own answer cut short, and the page's main shows data or its empty or error text.
 * Records named in other scripts and directions, with emoji, combining marks, astral letters and
 * control characters, show their names on the public and back-office pages.
 */
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedBlogs } from '@/mocks/seed/blogs';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';
import { ENGLISH_ERROR_WORDS } from '@/app/routeErrorMeta';
import { text, type Reply } from '@tests/test-utils/capture';
import { demoAdminToken, ORIGIN } from '@tests/test-utils/demoClient';
import { application, blog, building, land, project } from '@tests/test-utils/fixtures';
import { awkwardText } from '@tests/test-utils/fuzzText';
import { renderApp, signIn } from '@tests/test-utils/render';

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

/**
 * Answers `get` with what `reply` gives at the time and counts its calls. Without the count a case
 * could pass without its page ever reading the answer: on /, the sections that read the lists may
 * start after the heading shows, and refetching before then refetches nothing.
 */
function answerAndCount(get: string, reply: Reply): () => number {
  let calls = 0;
  server.use(
    http.get(get, () => {
      calls += 1;
      return reply();
    }),
  );
  return () => calls;
}

/** Waits until the page has read `get` once, then refetches: each call must read it again. */
async function refetchReading(client: QueryClient, calls: () => number, how: 'refetch' | 'reset') {
  await waitFor(() => expect(calls()).toBeGreaterThan(0), { timeout: 5_000 });
  const before = calls();
  await act(async () => {
    await (how === 'refetch' ? client.refetchQueries() : client.resetQueries());
  });
  await waitFor(() => expect(calls()).toBeGreaterThan(before));
}

/**
 * The route's error page is not shown: no heading, shown or hidden, reads its title. The title is
 * the error page's own, so a renamed title cannot leave this looking for words no page shows. Read
 * from the headings' text, not by role with a name: that asks jsdom for the style of every element
 * in every heading after each answer, most of this file's time, for what the text already gives.
 */
function expectNoErrorPage() {
  const headings = document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]');
  expect(Array.from(headings, (heading) => heading.textContent?.trim())).not.toContain(
    ENGLISH_ERROR_WORDS.errorTitle,
  );
}

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
      const calls = answerAndCount(get, () => HttpResponse.json(answer));
      const { client } = renderApp(route);
      await screen.findAllByRole('heading', { level: 1 });

      await fc.assert(
        fc.asyncProperty(malformedAnswer, async (body) => {
          answer = body;
          await refetchReading(client, calls, 'refetch');
          await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0));
          expectNoErrorPage();
        }),
        { numRuns: RUNS },
      );
      window.removeEventListener('error', onError);
      expect(uncaught).toEqual([]);
    });
  }
});

/** What a backend behind a proxy or half-way through an answer may send instead of JSON. */
const HTML_ERROR_PAGE = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';

/** The demo backend's own answer to a case's GET, as text, for cutting short. */
async function demoAnswerText({ get, route }: Case): Promise<string> {
  const id = route.slice(route.lastIndexOf('/') + 1);
  const response = await fetch(get.replace('*', ORIGIN).replace(':id', id), {
    headers: { Authorization: `Bearer ${await demoAdminToken()}` },
  });
  return response.text();
}

const notJsonReply = (whole: string): fc.Arbitrary<[string, Reply]> =>
  fc.oneof(
    fc.constant<[string, Reply]>(['an HTML error page with 200', text(HTML_ERROR_PAGE, 200, 'text/html')]),
    fc.constant<[string, Reply]>(['an empty body', text('', 200, 'application/json')]),
    fc.constant<[string, Reply]>(['null', text('null', 200, 'application/json')]),
    fc
      .oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))
      .map((n): [string, Reply] => [`the number ${n}`, text(String(n), 200, 'application/json')]),
    fc
      .integer({ min: 1, max: Math.max(1, whole.length - 1) })
      .map((end): [string, Reply] => [
        `the answer cut after ${end} of ${whole.length} characters`,
        text(whole.slice(0, end), 200, 'application/json'),
      ]),
  );

/** Main shows something beyond its headings (data, or the product's empty or error text), busy no more. */
async function expectMainShowsSomething() {
  await waitFor(() => {
    const main = screen.getByRole('main');
    expect(main.querySelector('[aria-busy="true"]')).toBeNull();
    expect(within(main).queryByText(/^Loading\b/)).toBeNull();
  });
  const main = screen.getByRole('main');
  const headings = within(main)
    .queryAllByRole('heading')
    .map((heading) => heading.textContent ?? '');
  const rest = headings.reduce((left, heading) => left.replace(heading, ''), main.textContent ?? '');
  expect(rest.trim()).not.toBe('');
  expectNoErrorPage();
}

const NOT_JSON_RUNS = 25;

describe('pages survive answers that are not JSON, or JSON cut short', () => {
  for (const one of CASES) {
    const { get, route, admin } = one;
    it(`${route} reading ${get.replace('*/real-estate', '')}`, { timeout: 120_000 }, async () => {
      const uncaught: unknown[] = [];
      const onError = (event: ErrorEvent) => uncaught.push(event.error);
      window.addEventListener('error', onError);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);

      const whole = await demoAnswerText(one);
      if (admin) await signIn();
      let reply: Reply = text(whole, 200, 'application/json');
      const calls = answerAndCount(get, () => reply());
      const { client } = renderApp(route);
      await screen.findAllByRole('heading', { level: 1 });

      await fc.assert(
        fc.asyncProperty(notJsonReply(whole), async ([, next]) => {
          reply = next;
          await refetchReading(client, calls, 'refetch');
          await expectMainShowsSomething();
        }),
        { numRuns: NOT_JSON_RUNS },
      );
      window.removeEventListener('error', onError);
      expect(uncaught).toEqual([]);
    });
  }
});

interface TextCase {
  get: string;
  route: string;
  admin?: boolean;
  /** The backend's answer with `name` as the record's name and `words` as its longer text. */
  answer: (name: string, words: string) => JsonBodyType;
}

const withBuilding = (name: string, words: string) => ({
  ...building,
  _id: buildingId,
  generalInfo: { ...building.generalInfo, BuildingsName: name },
  propertyDescription: [words],
});
const withLand = (name: string, words: string) => ({
  ...land,
  _id: landId,
  generalInfo: { ...land.generalInfo, propertyName: name },
  propertyDescription: [words],
});
const withProject = (name: string, words: string) => ({
  ...project,
  _id: projectId,
  projectName: name,
  description: words,
});
const withBlog = (name: string, words: string) => ({
  ...blog,
  _id: blogId,
  title: name,
  paragraphs: [words],
});
const withApplication = (name: string, words: string) => ({ ...application, name, jobLetter: words });

const TEXT_CASES: TextCase[] = [
  {
    get: '*/real-estate/buildings/get-all-buildings',
    route: '/properties',
    answer: (n, w) => [withBuilding(n, w)],
  },
  {
    get: '*/real-estate/buildings/get-all-buildings',
    route: '/buildings',
    admin: true,
    answer: (n, w) => [withBuilding(n, w)],
  },
  {
    get: '*/real-estate/buildings/get-building-by-id/:id',
    route: `/property/Fuzz/${buildingId}`,
    answer: withBuilding,
  },
  {
    get: '*/real-estate/lands/get-all-lands',
    route: '/lands',
    admin: true,
    answer: (n, w) => [withLand(n, w)],
  },
  {
    get: '*/real-estate/lands/get-land-by-id/:id',
    route: `/property/land-details/${landId}`,
    answer: withLand,
  },
  { get: '*/real-estate/project/get_all_project', route: '/Projects', answer: (n, w) => [withProject(n, w)] },
  {
    get: '*/real-estate/project/get_all_project',
    route: '/projectlists',
    admin: true,
    answer: (n, w) => [withProject(n, w)],
  },
  {
    get: '*/real-estate/project/get_project_by_id/:id',
    route: `/Projects/fuzz/${projectId}`,
    answer: withProject,
  },
  {
    get: '*/real-estate/blogs/get-all-blogs',
    route: '/blog',
    answer: (n, w) => ({ blogs: [withBlog(n, w)] }),
  },
  {
    get: '*/real-estate/blogs/get-all-blogs',
    route: `/blog/fuzz/${blogId}`,
    answer: (n, w) => ({ blogs: [withBlog(n, w)] }),
  },
  {
    get: '*/real-estate/blogs/get-all-blogs',
    route: '/blogs',
    admin: true,
    answer: (n, w) => ({ blogs: [withBlog(n, w)] }),
  },
  {
    get: '*/real-estate/jobs/get-all-applications',
    route: '/job-applications',
    admin: true,
    answer: (n, w) => ({ data: [withApplication(n, w)] }),
  },
];

const TEXT_RUNS = 30;

describe('pages show names and texts in any script, with control characters', () => {
  for (const { get, route, admin, answer } of TEXT_CASES) {
    it(`${route} reading ${get.replace('*/real-estate', '')}`, { timeout: 120_000 }, async () => {
      const uncaught: unknown[] = [];
      const onError = (event: ErrorEvent) => uncaught.push(event.error);
      window.addEventListener('error', onError);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);

      if (admin) await signIn();
      let body = answer('Start', 'Words');
      const calls = answerAndCount(get, () => HttpResponse.json(body));
      const { client } = renderApp(route);
      await screen.findAllByRole('heading', { level: 1 });

      await fc.assert(
        fc.asyncProperty(awkwardText, awkwardText, async (name, words) => {
          body = answer(name, words);
          // Reset, not refetched: a post's page picks its post from the cached list, which a
          // refetch of every query at once may not have replaced yet.
          await refetchReading(client, calls, 'reset');
          await expectMainShowsSomething();
          const shown = screen.getByRole('main').textContent ?? '';
          expect(shown).toContain(name.trim());
        }),
        { numRuns: TEXT_RUNS },
      );
      window.removeEventListener('error', onError);
      expect(uncaught).toEqual([]);
    });
  }
});
