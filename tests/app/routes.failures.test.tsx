/**
 * Every page that reads the backend stays usable when that read goes wrong: a 500, a
 * network failure and a 15-second wait each show the loading state while waiting, then a clear
 * message with a Retry button that fetches again and shows the data; an empty answer shows the
 * page's empty text. Timers are faked so the 15 seconds pass at once.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_TIMEOUT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { postPage } from '@/features/blogs/postPage';
import { BLOG_LOAD_FAILED } from '@/features/blogs/messages';
import englishGallery from '@/lib/i18n/messages/en/gallery';
import { projectPage } from '@/features/projects/projectPage';
import { TIMEOUT_ERROR } from '@/lib/errors';
import { server } from '@/mocks/node';
import { seedApplications } from '@/mocks/seed/applications';
import { seedBlogs } from '@/mocks/seed/blogs';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedGallery } from '@/mocks/seed/gallery';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';
import { renderApp, signIn } from '@tests/test-utils/render';

const building = seedBuildings[0]!;
const land = seedLands[0]!;
const project = seedProjects[0]!;
const buildingName = building.generalInfo.BuildingsName;
const landName = land.generalInfo.propertyName;
/** The blog pages list the newest first. */
const newestBlog = [...seedBlogs].sort((a, b) => b.createdDate.localeCompare(a.createdDate))[0]!;

interface Page {
  route: string;
  /** The GET this page reads, under /real-estate. */
  get: string;
  admin?: boolean;
  /** Text that shows once the data is in. */
  loaded: string;
  /** What the page says for an empty answer. */
  empty: string;
  /** The page's own text for any failed load; others say what went wrong (TIMEOUT_ERROR ...). */
  failed?: string;
}

const PAGES: Page[] = [
  { route: '/', get: '/buildings/get-all-buildings', loaded: buildingName, empty: 'No data found.' },
  { route: '/', get: '/lands/get-all-lands', loaded: landName, empty: 'No data found.' },
  {
    route: '/properties',
    get: '/buildings/get-all-buildings',
    loaded: buildingName,
    empty: 'No data found.',
  },
  {
    route: '/properties?type=land',
    get: '/lands/get-all-lands',
    loaded: landName,
    empty: 'No data found.',
  },
  {
    route: `/property/${encodeURIComponent(buildingName)}/${building._id}`,
    get: '/buildings/get-building-by-id/:id',
    loaded: building.generalInfo.BuildingsName,
    empty: 'Property not found',
  },
  {
    route: `/property/land-details/${land._id}`,
    get: '/lands/get-land-by-id/:id',
    loaded: landName,
    empty: 'Land not found',
  },
  {
    route: '/Projects',
    get: '/project/get_all_project',
    loaded: project.projectName,
    empty: 'No Projects Available',
  },
  {
    route: paths.project(project.projectName, project._id),
    get: '/project/get_project_by_id/:id',
    loaded: project.projectName,
    empty: projectPage.notFound.title,
  },
  { route: paths.blog, get: '/blogs/get-all-blogs', loaded: newestBlog.title, empty: 'No data found.' },
  {
    route: paths.blogPost(newestBlog.title, newestBlog._id),
    get: '/blogs/get-all-blogs',
    loaded: newestBlog.title,
    empty: postPage.notFound.title,
  },
  {
    route: '/gallery',
    get: '/gallery/get-all-images',
    loaded: seedGallery[0]!.name,
    empty: 'No data found.',
    failed: englishGallery.failed,
  },
  {
    route: '/buildings',
    get: '/buildings/get-all-buildings',
    admin: true,
    loaded: buildingName,
    empty: 'No data found.',
  },
  { route: '/lands', get: '/lands/get-all-lands', admin: true, loaded: landName, empty: 'No data found.' },
  {
    route: '/projectlists',
    get: '/project/get_all_project',
    admin: true,
    loaded: project.projectName,
    empty: 'No Data Available',
  },
  {
    route: '/blogs',
    get: '/blogs/get-all-blogs',
    admin: true,
    loaded: newestBlog.title,
    empty: 'No data found.',
    failed: BLOG_LOAD_FAILED,
  },
  {
    route: '/job-applications',
    get: '/jobs/get-all-applications',
    admin: true,
    loaded: seedApplications[0]!.name,
    empty: 'No data found.',
  },
];

type Failure = 'a 500' | 'a network failure' | 'a 15-second wait';
const FAILURES: Failure[] = ['a 500', 'a network failure', 'a 15-second wait'];

/**
 * Makes the page's GET fail once in the given way; later calls reach the demo backend. Answers a
 * promise that settles when the request has arrived.
 */
function failOnce(get: string, failure: Failure): Promise<void> {
  let arrived: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  server.use(
    http.get(
      `*/real-estate${get}`,
      async () => {
        arrived();
        if (failure === 'a 500')
          return HttpResponse.json({ message: 'Database unavailable' }, { status: 500 });
        if (failure === 'a network failure') return HttpResponse.error();
        await delay(15_000);
        return undefined;
      },
      { once: true },
    ),
  );
  return arrival;
}

/** The loading state: a live 'Loading …' status or a busy region. */
function isLoading(): boolean {
  return (
    screen.queryAllByRole('status').some((status) => /loading/i.test(status.textContent ?? '')) ||
    document.querySelector('[aria-busy="true"]') !== null
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(PAGES)('$route reading $get', ({ route, get, admin, loaded, empty, failed }) => {
  it.each(FAILURES)('after %s shows a message and Retry, which loads the data', async (failure) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    if (admin) await signIn();
    const arrival = failOnce(get, failure);
    const { user } = renderApp(route);

    await waitFor(() => expect(isLoading()).toBe(true));
    if (failure === 'a 15-second wait') {
      await arrival;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1_000);
      });
      // Still waiting, and saying so.
      expect(isLoading()).toBe(true);
      expect(screen.queryByRole('alert')).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2_000);
      });
    }
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.trim().length).toBeGreaterThan(10);
    if (failed) expect(alert).toHaveTextContent(failed);
    else if (failure === 'a 15-second wait') expect(alert).toHaveTextContent(TIMEOUT_ERROR);
    expect(screen.queryByText(loaded)).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByText(loaded)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after an empty answer says so', async () => {
    if (admin) await signIn();
    server.use(http.get(`*/real-estate${get}`, () => new HttpResponse(null, { status: 200 })));
    renderApp(route);
    expect((await screen.findAllByText(empty)).length).toBeGreaterThan(0);
    await waitFor(() => expect(isLoading()).toBe(false));
    expect(screen.queryByText(loaded)).toBeNull();
  });
});
