/**
 * The building page as the build writes it: its build-time loader reads the record from the
 * backend, and the page with its <Meta /> is rendered to HTML, which is then parsed as a browser
 * would. A name made to close the JSON-LD's script element must stay data.
 */
import { renderToString } from 'react-dom/server';
import { http, HttpResponse } from 'msw';
import { createRoutesStub, Meta, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import * as buildingRoute from '@/app/routes/public/property.$title.$id/route';
import { paths } from '@/config/paths';
import { server } from '@/mocks/node';
import { building } from '@tests/test-utils/fixtures';

const HOSTILE_NAME = '</script><script>alert(1)</script>';
const ID = building._id;

function Root() {
  return (
    <>
      <Meta />
      <AppProviders client={createQueryClient()}>
        <Outlet />
      </AppProviders>
    </>
  );
}

/** The page's HTML as the build renders it, parsed back by the browser's HTML parser. */
async function builtPage(name: string): Promise<Document> {
  server.use(
    http.get('*/real-estate/buildings/get-building-by-id/:id', () =>
      HttpResponse.json({ ...building, generalInfo: { ...building.generalInfo, BuildingsName: name } }),
    ),
  );
  const params = { title: name, id: ID };
  const loaderData = await buildingRoute.loader({ params } as Parameters<typeof buildingRoute.loader>[0]);
  const Stub = createRoutesStub([
    {
      id: 'root',
      Component: Root,
      children: [
        {
          id: 'building',
          path: '/property/:title/:id',
          Component: buildingRoute.default as never,
          meta: buildingRoute.meta as never,
          loader: () => loaderData,
        },
      ],
    },
  ]);
  const html = renderToString(
    <Stub
      initialEntries={[paths.building(name, ID)]}
      hydrationData={{ loaderData: { root: null, building: loaderData } }}
    />,
  );
  return new DOMParser().parseFromString(`<!DOCTYPE html><html><body>${html}</body></html>`, 'text/html');
}

describe('the building page written at build time', () => {
  beforeEach(() => vi.stubEnv('SSR', true));
  afterEach(() => vi.unstubAllEnvs());

  it("keeps a building named '</script><script>alert(1)</script>' as data in its JSON-LD, adding no script", async () => {
    const page = await builtPage(HOSTILE_NAME);
    const scripts = [...page.querySelectorAll('script')];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((script) => script.type === 'application/ld+json')).toBe(true);
    const objects = scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
    const listing = objects.find((object) => object['@type'] === 'RealEstateListing');
    expect(listing?.name).toBe(HOSTILE_NAME);
    expect(page.querySelector('h1')?.textContent).toBe(HOSTILE_NAME);
  });
});
