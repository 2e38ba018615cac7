/**
 * The app's route table (src/app/routes.ts) as the router's route objects, for tests that render
 * the real routes in memory: each route module loads lazily, as in the browser, with its
 * clientLoader as the loader.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType } from 'react';
import {
  useLoaderData,
  useMatches,
  useParams,
  type LoaderFunction,
  type Params,
  type UIMatch,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import * as root from '@/app/root';
import routes from '@/app/routes';

/** What React Router's framework mode passes a route component; each route types its own. */
interface RouteProps {
  loaderData: unknown;
  params: Params;
  matches: UIMatch[];
}
type RouteComponent = ComponentType<RouteProps>;

interface RouteModule {
  default: ComponentType<never>;
  clientLoader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
}

const modules = import.meta.glob<RouteModule>('../../src/app/routes/**/*.tsx');

/** A route module's component with the props framework mode gives it (loaderData, params, matches). */
function withRouteProps(Page: RouteComponent): ComponentType {
  return function RouteWithProps() {
    return <Page loaderData={useLoaderData()} params={useParams()} matches={useMatches()} />;
  };
}

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const load = modules[`../../src/app/${entry.file}`];
  if (!load) throw new Error(`No route module at src/app/${entry.file}`);
  const lazy = async () => {
    const module = await load();
    return {
      // Each module's props are its own route's types, which the router fills in as here.
      Component: withRouteProps(module.default as unknown as RouteComponent),
      ErrorBoundary: module.ErrorBoundary,
      HydrateFallback: module.HydrateFallback,
      loader: module.clientLoader,
      shouldRevalidate: module.shouldRevalidate,
    };
  };
  const id = entry.id ?? entry.file.replace(/\.tsx$/, '');
  if (entry.index) return { id, index: true, lazy };
  return {
    id,
    path: entry.path,
    caseSensitive: entry.caseSensitive,
    lazy,
    children: entry.children?.map(toRouteObject),
  };
}

export const routeTree: RouteObject[] = [
  {
    id: 'root',
    Component: root.default,
    ErrorBoundary: root.ErrorBoundary,
    HydrateFallback: root.HydrateFallback,
    children: routes.map(toRouteObject),
  },
];
