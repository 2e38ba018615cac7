import type { RouteObject } from 'react-router-dom';
import { withClient } from '../lib/loadClient';
import { routePatterns } from '../config/paths';
import { RequireAdmin, RedirectSignedIn } from './guards';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteLoading } from './RouteLoading';

/*
 * Every route of SPEC.md §2 in its tree. Each page (and each layout but the root) is its own
 * chunk, so a visitor of the public site never downloads admin code.
 */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../pages/HomePage').then((m) => ({ Component: m.HomePage })) },
  {
    path: 'about',
    lazy: () => import('../features/content/pages/AboutPage').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'contact',
    lazy: () => import('../features/inquiries/pages/ContactPage').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'career',
    lazy: () => import('../features/careers/pages/CareerPage').then((m) => ({ Component: m.CareerPage })),
  },
  {
    path: 'Projects',
    lazy: () =>
      withClient(import('../features/projects/pages/ProjectsPage')).then((m) => ({
        Component: m.ProjectsPage,
      })),
  },
  {
    path: 'communities',
    lazy: () =>
      import('../features/content/pages/CommunityPage').then((m) => ({ Component: m.CommunityPage })),
  },
  {
    path: 'gallery',
    lazy: () =>
      withClient(import('../features/gallery/pages/GalleryPage')).then((m) => ({ Component: m.GalleryPage })),
  },
  {
    path: 'testimonials',
    lazy: () =>
      import('../features/content/pages/TestimonialsPage').then((m) => ({ Component: m.TestimonialsPage })),
  },
  ...['discover-properties', 'selling-service', 'investment-services', 'plot-sale-support'].map((path) => ({
    path,
    lazy: () => import('../features/content/pages/ServicePage').then((m) => ({ Component: m.ServicePage })),
  })),
  {
    path: 'properties',
    lazy: () => withClient(import('../pages/PropertiesPage')).then((m) => ({ Component: m.PropertiesPage })),
  },
  {
    path: routePatterns.land,
    lazy: () =>
      withClient(import('../features/lands/pages/LandDetailPage')).then((m) => ({
        Component: m.LandDetailPage,
      })),
  },
  {
    path: routePatterns.building,
    lazy: () =>
      withClient(import('../pages/BuildingDetailPage')).then((m) => ({ Component: m.BuildingDetailPage })),
  },
  {
    path: 'upcoming-projects',
    lazy: () =>
      import('../features/content/pages/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
  },
  {
    path: 'faqs',
    lazy: () => import('../features/content/pages/FaqPage').then((m) => ({ Component: m.FaqPage })),
  },
  {
    path: 'term-and-conditions',
    lazy: () => import('../features/content/pages/TermsPage').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: '*',
    lazy: () => import('../features/content/pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  },
];

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
          import('../layouts/PublicLayout').then((m) => ({
            Component: () => (
              <RedirectSignedIn>
                <m.PublicLayout />
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
