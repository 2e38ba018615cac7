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
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import * as root from '../../src/app/root';
import routes from '../../src/app/routes';

// Route components take what React Router's framework mode passes them as props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's own props
type RouteComponent = ComponentType<any>;

interface RouteModule {
  default: RouteComponent;
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
      Component: withRouteProps(module.default),
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
