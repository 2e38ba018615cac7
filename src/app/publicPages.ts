import type { ComponentType } from 'react';
import { paths, routePatterns } from '../config/paths';
import { fetchEarly } from '../lib/fetchEarly';
import { preloadImage } from '../lib/preloadImage';

/** A page of the public site: where it lives and how its code loads. */
export interface PublicPage {
  /** Its paths, as the router writes them ('*' for every other address). */
  paths: readonly string[];
  load: () => Promise<ComponentType>;
  /** It asks the backend for something as soon as it opens. */
  readsBackend?: boolean;
  /** Asks for what it reads first, while the app loads (routePreload.ts); `url` is the address. */
  fetchEarly?: (url: URL) => void;
}

/**
 * Passes a list on after starting the download of its first card's photo, so it loads while the
 * framework does. Not on detail pages: there the framework is the longer wait, and an early photo
 * takes bandwidth from it (Lighthouse's mobile run measured a building's LCP 0.1 s later).
 */
const withPhoto =
  <Answer>(photo: (answer: Answer) => string | undefined) =>
  (answer: Answer): Answer => {
    preloadImage(photo(answer));
    return answer;
  };

/**
 * Whether every %-escape of an address decodes. React Router passes a malformed one on raw (and a
 * record id from it would be nonsense): such an address shows the not-found page.
 */
export function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The last segment of the address: the record id of a detail page. */
const lastSegment = (url: URL) => decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '');

export const loadPublicLayout = () => import('../layouts/PublicLayout').then((m) => m.PublicLayout);

/*
 * The public pages in one list, read by the router (routes.tsx) and by the start-up preloader
 * (routePreload.ts), which fetches the opened page's code beside the framework's, not after it.
 * Only plain data and dynamic imports here: the preloader must not wait for the framework.
 */
export const publicPages: readonly PublicPage[] = [
  { paths: [paths.home], load: () => import('../pages/HomePage').then((m) => m.HomePage) },
  {
    paths: [paths.about],
    load: () => import('../features/content/pages/AboutPage').then((m) => m.AboutPage),
  },
  {
    paths: [paths.contact],
    load: () => import('../features/inquiries/pages/ContactPage').then((m) => m.ContactPage),
  },
  {
    paths: [paths.career],
    load: () => import('../features/careers/pages/CareerPage').then((m) => m.CareerPage),
  },
  {
    paths: [paths.projects],
    load: () => import('../features/projects/pages/ProjectsPage').then((m) => m.ProjectsPage),
    readsBackend: true,
  },
  {
    paths: [paths.communities],
    load: () => import('../features/content/pages/CommunityPage').then((m) => m.CommunityPage),
  },
  {
    paths: [paths.gallery],
    load: () => import('../features/gallery/pages/GalleryPage').then((m) => m.GalleryPage),
    readsBackend: true,
  },
  {
    paths: [paths.testimonials],
    load: () => import('../features/content/pages/TestimonialsPage').then((m) => m.TestimonialsPage),
  },
  {
    paths: [paths.discoverProperties, paths.sellingService, paths.investmentServices, paths.plotSaleSupport],
    load: () => import('../features/content/pages/ServicePage').then((m) => m.ServicePage),
  },
  {
    paths: [paths.properties],
    load: () => import('../pages/PropertiesPage').then((m) => m.PropertiesPage),
    readsBackend: true,
    // The toggle in the URL (pages/properties/propertiesUrl.ts): lands with ?type=land.
    fetchEarly: (url) =>
      url.searchParams.get('type') === 'land'
        ? void import('../features/lands/api').then((api) =>
            fetchEarly(api.earlyLands, () =>
              api.getAllLands().then(withPhoto((lands) => lands[0]?.propertyImages[0])),
            ),
          )
        : void import('../features/buildings/api').then((api) =>
            fetchEarly(api.earlyBuildings, () =>
              api.getAllBuildings().then(withPhoto((buildings) => buildings[0]?.BuildingsImages[0])),
            ),
          ),
  },
  {
    paths: [routePatterns.land],
    load: () => import('../features/lands/pages/LandDetailPage').then((m) => m.LandDetailPage),
    readsBackend: true,
    fetchEarly: (url) =>
      void import('../features/lands/api').then((api) => {
        const id = lastSegment(url);
        fetchEarly(api.earlyLand(id), () => api.getLandById(id));
      }),
  },
  {
    paths: [routePatterns.building],
    load: () => import('../pages/BuildingDetailPage').then((m) => m.BuildingDetailPage),
    readsBackend: true,
    fetchEarly: (url) =>
      void import('../features/buildings/api').then((api) => {
        const id = lastSegment(url);
        fetchEarly(api.earlyBuilding(id), () => api.getBuildingById(id));
      }),
  },
  {
    paths: [paths.upcomingProjects],
    load: () => import('../features/content/pages/ComingSoonPage').then((m) => m.ComingSoonPage),
  },
  { paths: [paths.faqs], load: () => import('../features/content/pages/FaqPage').then((m) => m.FaqPage) },
  {
    paths: [paths.terms],
    load: () => import('../features/content/pages/TermsPage').then((m) => m.TermsPage),
  },
  { paths: ['*'], load: () => import('../features/content/pages/NotFoundPage').then((m) => m.NotFoundPage) },
];

function matches(pattern: string, segments: string[]): boolean {
  if (pattern === '*') return false;
  const parts = pattern.split('/').filter(Boolean);
  return (
    parts.length === segments.length &&
    parts.every(
      (part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]?.toLowerCase(),
    )
  );
}

/**
 * The public page at `pathname`, matched as the router does: case-insensitive, and a fixed segment
 * wins over a parameter (/property/land-details/1 is a land, not a building called land-details).
 * Undefined for every other address (the not-found page, sign-in and admin pages).
 */
export function findPublicPage(pathname: string): PublicPage | undefined {
  // A malformed %-escape is the not-found page's address (routes.tsx), with nothing to fetch early.
  if (!isDecodable(pathname)) return undefined;
  const segments = pathname.split('/').filter(Boolean);
  const candidates = publicPages.flatMap((page) =>
    page.paths.filter((pattern) => matches(pattern, segments)).map((pattern) => ({ page, pattern })),
  );
  const fixedParts = (pattern: string) =>
    pattern.split('/').filter((part) => part && !part.startsWith(':')).length;
  candidates.sort((a, b) => fixedParts(b.pattern) - fixedParts(a.pattern));
  return candidates[0]?.page;
}
