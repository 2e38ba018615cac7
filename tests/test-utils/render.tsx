/**
 * Renders the real app (route table, route modules, layouts, providers) at a path, against the msw
 * demo backend, the way integration tests drive it: by role, label and text.
 */
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  matchRoutes,
  RouterProvider,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { queryClient } from '@/app/queryClient';
import { login } from '@/features/auth/api';
import { DEMO_CREDENTIALS } from '@/features/auth/demoCredentials';
import { saveSession } from '@/lib/session';
import { routeTree } from './routeTree';

const defaults = queryClient.getDefaultOptions();

interface RenderOptions {
  routes?: RouteObject[];
  loaderData?: Record<string, unknown>;
}

/** The tree with the routes matching `path` loaded, as the browser has them before it hydrates a page. */
async function loadedFor(routes: RouteObject[], path: string): Promise<RouteObject[]> {
  const loaded = new Map<string, Omit<NonIndexRouteObject, 'children' | 'index' | 'path' | 'id'>>();
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function' && route.id) loaded.set(route.id, await route.lazy());
  }
  const resolve = (route: RouteObject): RouteObject => {
    const module = route.id ? loaded.get(route.id) : undefined;
    const children = route.children?.map(resolve);
    if (route.index) return module ? { ...route, ...module, lazy: undefined } : route;
    return module ? { ...route, ...module, lazy: undefined, children } : { ...route, children };
  };
  return routes.map(resolve);
}

/**
 * Opens a page as the build wrote it: the router starts from the loader data the build put in the
 * page (by route id) and runs no loader for it, as React Router's hydration does in the browser.
 */
export async function renderBuiltPage(path: string, loaderData: Record<string, unknown>) {
  return renderApp(path, { routes: await loadedFor(routeTree, path), loaderData });
}

export function renderApp(path = '/', { routes = routeTree, loaderData }: RenderOptions = {}) {
  // A fresh cache, with no retries: a failing answer shows its failure at once.
  queryClient.clear();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    hydrationData: loaderData ? { loaderData } : undefined,
    future: { v8_middleware: true },
  });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user, client: queryClient, location: () => router.state.location };
}

/** Signs in as the demo administrator through the real login call and stores the session. */
export async function signIn() {
  const answer = await login({ ...DEMO_CREDENTIALS });
  saveSession(answer.details, answer.token);
  return answer;
}

/**
 * A person's click on a link to another page, in an awaited act. The next page renders in a
 * transition that can wait (a module, a page's words), and user-event's own act is synchronous:
 * React's retry would stay in act's queue and the old page on screen, which no browser does.
 */
export async function clickThrough(user: ReturnType<typeof userEvent.setup>, link: Element): Promise<void> {
  await act(async () => {
    await user.click(link);
  });
}
