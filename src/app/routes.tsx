import type { RouteObject } from 'react-router-dom';
import { withClient } from '../lib/loadClient';
import { routePatterns } from '../config/paths';
import { RequireAdmin, RedirectSignedIn } from './guards';
import { loadPublicLayout, publicPages } from './publicPages';
import { ReadableAddress } from './ReadableAddress';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteLoading } from './RouteLoading';

/*
 * Every route of SPEC.md §2 in its tree. Each page (and each layout but the root) is its own
 * chunk, so a visitor of the public site never downloads admin code. The public pages come from
 * publicPages.ts, the list the start-up preloader reads too.
 */
const publicRoutes: RouteObject[] = publicPages.flatMap(({ paths, load, readsBackend }) =>
  paths.map((path) => ({
    ...(path === '/' ? { index: true } : { path }),
    lazy: () =>
      (readsBackend ? withClient(load()) : load()).then((Page) => ({
        Component: path.includes(':') ? () => <ReadableAddress page={Page} /> : Page,
      })),
  })),
);

const authRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: () => import('../features/auth/pages/LoginPage').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'register',
    lazy: () => import('../features/auth/pages/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('../features/auth/pages/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
];

const adminRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: () =>
      import('../features/dashboard/pages/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'setting',
    lazy: () => import('../features/dashboard/pages/SettingPage').then((m) => ({ Component: m.SettingPage })),
  },
  {
    path: 'profile',
    lazy: () => import('../features/auth/pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'buildings',
    lazy: () =>
      import('../features/buildings/pages/BuildingListPage').then((m) => ({ Component: m.BuildingListPage })),
  },
  {
    path: 'create-new-building',
    lazy: () =>
      import('../features/buildings/pages/AddBuildingPage').then((m) => ({ Component: m.AddBuildingPage })),
  },
  {
    path: routePatterns.updateBuilding,
    lazy: () =>
      import('../features/buildings/pages/UpdateBuildingPage').then((m) => ({
        Component: m.UpdateBuildingPage,
      })),
  },
  {
    path: 'lands',
    lazy: () => import('../features/lands/pages/LandListPage').then((m) => ({ Component: m.LandListPage })),
  },
  {
    path: 'create-new-land',
    lazy: () => import('../features/lands/pages/AddLandPage').then((m) => ({ Component: m.AddLandPage })),
  },
  {
    path: routePatterns.editLand,
    lazy: () => import('../features/lands/pages/EditLandPage').then((m) => ({ Component: m.EditLandPage })),
  },
  {
    path: 'job-applications',
    lazy: () =>
      import('../features/careers/pages/JobApplicationsPage').then((m) => ({
        Component: m.JobApplicationsPage,
      })),
  },
  {
    path: 'blogs',
    lazy: () => import('../features/blogs/pages/BlogsPage').then((m) => ({ Component: m.BlogsPage })),
  },
  {
    path: 'add_project_Form',
    lazy: () =>
      import('../features/projects/pages/AddProjectPage').then((m) => ({ Component: m.AddProjectPage })),
  },
  {
    path: 'projectlists',
    lazy: () =>
      import('../features/projects/pages/ProjectListPage').then((m) => ({ Component: m.ProjectListPage })),
  },
  {
    path: routePatterns.editProject,
    lazy: () =>
      import('../features/projects/pages/EditProjectPage').then((m) => ({ Component: m.EditProjectPage })),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the first route's chunk loads (the splash covers it at start).
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        // A pathless layout route: its children keep their own paths.
        lazy: () =>
          loadPublicLayout().then((PublicLayout) => ({
            Component: () => (
              <RedirectSignedIn>
                <PublicLayout />
              </RedirectSignedIn>
            ),
          })),
        errorElement: <RouteErrorPage />,
        children: [{ path: '/', errorElement: <RouteErrorPage />, children: publicRoutes }],
      },
      {
        lazy: () =>
          import('../layouts/AuthLayout').then((m) => ({
            Component: () => (
              <RedirectSignedIn>
                <m.AuthLayout />
              </RedirectSignedIn>
            ),
          })),
        errorElement: <RouteErrorPage />,
        children: authRoutes.map((route) => ({ ...route, path: `/${route.path}` })),
      },
      {
        lazy: () =>
          withClient(import('../layouts/AdminLayout')).then((m) => ({
            Component: () => (
              <RequireAdmin>
                <m.AdminLayout />
              </RequireAdmin>
            ),
          })),
        errorElement: <RouteErrorPage />,
        children: adminRoutes.map((route) => ({
          ...route,
          path: route.path?.startsWith('/') ? route.path : `/${route.path}`,
        })),
      },
    ],
  },
];
