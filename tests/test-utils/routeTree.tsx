/**
 * The app's route table (src/app/routes.ts) as the router's route objects, for tests that render
 * the real routes in memory: each route module loads lazily, as in the browser, with its
 * clientLoader as the loader, and the tab title comes from the routes' `meta` as React Router's
 * <Meta /> gives it (the document's <head> is not rendered here).
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { useContext, useEffect, type ComponentType } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useLoaderData,
  useLocation,
  useMatches,
  useParams,
  type LoaderFunction,
  type MiddlewareFunction,
  type Location,
  type MetaArgs,
  type MetaDescriptor,
  type Params,
  type RouterState,
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

type MetaExport = ((args: MetaArgs) => MetaDescriptor[] | undefined) | MetaDescriptor[];

interface RouteModule {
  default: ComponentType<never>;
  clientMiddleware?: MiddlewareFunction[];
  clientLoader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  meta?: MetaExport;
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
}

const modules = import.meta.glob<RouteModule>('../../src/app/routes/**/*.tsx');
/**
 * The layouts' client middleware, loaded with the tree: the router runs it before the loaders of
 * a navigation, so it must be on the route before the route's module loads.
 */
const middleware = import.meta.glob<MiddlewareFunction[]>('../../src/app/routes/**/layout.tsx', {
  eager: true,
  import: 'clientMiddleware',
});

/** The route modules loaded so far, by route id: what <Meta /> reads each route's meta from. */
const loadedModules = new Map<string, Pick<RouteModule, 'meta'>>([['root', root]]);

/**
 * The tab title React Router's <Meta /> would render: the matches up to the route showing an
 * error, each route's meta called with its loader data, params, location, the matches so far and
 * that error; a route without meta keeps its parent's, and the deepest match's tags win.
 */
function metaTitle(state: RouterState, location: Location): string | undefined {
  const { errors, loaderData } = state;
  const errorIndex = errors ? state.matches.findIndex((match) => errors[match.route.id] !== undefined) : -1;
  const active = errorIndex >= 0 ? state.matches.slice(0, errorIndex + 1) : state.matches;
  const error: unknown = errors && active.length > 0 ? errors[active[active.length - 1]!.route.id] : null;
  const matches: MetaArgs['matches'] = [];
  let leafMeta: MetaDescriptor[] | null = null;
  for (const match of active) {
    const id = match.route.id;
    const data: unknown = loaderData[id];
    const metaMatch: MetaArgs['matches'][number] = {
      id,
      data,
      loaderData: data,
      meta: [],
      params: match.params,
      pathname: match.pathname,
      handle: match.route.handle as unknown,
      error,
    };
    matches.push(metaMatch);
    const meta = loadedModules.get(id)?.meta;
    let routeMeta: MetaDescriptor[] = [];
    if (typeof meta === 'function') {
      routeMeta = meta({ data, loaderData: data, params: match.params, location, matches, error }) ?? [];
    } else if (meta) {
      routeMeta = [...meta];
    } else if (leafMeta) {
      routeMeta = [...leafMeta];
    }
    metaMatch.meta = routeMeta;
    leafMeta = routeMeta;
  }
  const title = leafMeta?.find((tag): tag is { title: string } => 'title' in tag);
  return title === undefined ? undefined : String(title.title);
}

/** Sets document.title from the routes' meta whenever the matches or their data change. */
function MetaTitle() {
  const state = useContext(DataRouterStateContext);
  const location = useLocation();
  const title = state ? metaTitle(state, location) : undefined;
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
  return null;
}

/** The root's element (its page, its error page or its loading state) with the title beside it. */
function withMetaTitle(Element: ComponentType): ComponentType {
  return function WithMetaTitle() {
    return (
      <>
        <MetaTitle />
        <Element />
      </>
    );
  };
}

/** A route module's component with the props framework mode gives it (loaderData, params, matches). */
function withRouteProps(Page: RouteComponent): ComponentType {
  return function RouteWithProps() {
    return <Page loaderData={useLoaderData()} params={useParams()} matches={useMatches()} />;
  };
}

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const load = modules[`../../src/app/${entry.file}`];
  if (!load) throw new Error(`No route module at src/app/${entry.file}`);
  const id = entry.id ?? entry.file.replace(/\.tsx$/, '');
  const key = `../../src/app/${entry.file}`;
  const lazy = async () => {
    const module = await load();
    if (module.clientMiddleware && !(key in middleware)) {
      throw new Error(
        `${entry.file}: only a layout's clientMiddleware is known to this tree before it loads`,
      );
    }
    loadedModules.set(id, module);
    return {
      // Each module's props are its own route's types, which the router fills in as here.
      Component: withRouteProps(module.default as unknown as RouteComponent),
      ErrorBoundary: module.ErrorBoundary,
      HydrateFallback: module.HydrateFallback,
      loader: module.clientLoader,
      shouldRevalidate: module.shouldRevalidate,
    };
  };
  if (entry.index) return { id, index: true, lazy };
  return {
    id,
    middleware: middleware[key],
    path: entry.path,
    caseSensitive: entry.caseSensitive,
    lazy,
    children: entry.children?.map(toRouteObject),
  };
}

export const routeTree: RouteObject[] = [
  {
    id: 'root',
    Component: withMetaTitle(root.default),
    ErrorBoundary: withMetaTitle(root.ErrorBoundary),
    HydrateFallback: withMetaTitle(root.HydrateFallback),
    children: routes.map(toRouteObject),
  },
];
