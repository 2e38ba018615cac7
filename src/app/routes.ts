import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { isTranslated, PREFIXED_LANGUAGES, type Language } from '../lib/i18n/languages.ts';

// The one place a path is written: links come from it through React Router's typed href (config/paths.ts).
const publicTree = layout('routes/public/layout.tsx', [
  index('routes/public/_index/route.tsx'),
  route('about', 'routes/public/about.tsx'),
  route('contact', 'routes/public/contact.tsx'),
  route('career', 'routes/public/career.tsx'),
  route('Projects', 'routes/public/projects.tsx'),
  route('Projects/:name/:id', 'routes/public/projects.$name.$id.tsx'),
  route('communities', 'routes/public/communities.tsx'),
  route('gallery', 'routes/public/gallery.tsx'),
  route('testimonials', 'routes/public/testimonials.tsx'),
  route('discover-properties', 'routes/public/services.tsx', { id: 'service-discover' }),
  route('selling-service', 'routes/public/services.tsx', { id: 'service-selling' }),
  route('investment-services', 'routes/public/services.tsx', { id: 'service-investment' }),
  route('plot-sale-support', 'routes/public/services.tsx', { id: 'service-plot-sale' }),
  route('properties', 'routes/public/properties/route.tsx'),
  route('property/land-details/:id', 'routes/public/property.land-details.$id.tsx'),
  route('property/:title/:id', 'routes/public/property.$title.$id/route.tsx'),
  route('upcoming-projects', 'routes/public/upcoming-projects.tsx'),
  route('blog', 'routes/public/blog.tsx'),
  route('blog/:title/:id', 'routes/public/blog.$title.$id.tsx'),
  route('compare', 'routes/public/compare/route.tsx'),
  route('faqs', 'routes/public/faqs.tsx'),
  route('term-and-conditions', 'routes/public/term-and-conditions.tsx'),
  route('shortlist', 'routes/public/shortlist/route.tsx'),
  route('privacy', 'routes/public/privacy.tsx'),
  route('*', 'routes/public/$.tsx'),
]);

/**
 * A record's page (its path has parameters), which the build writes in English only: in another
 * language it opens in the browser, from a module without the build's loader.
 */
const isRecordPage = (page: RouteConfigEntry) => (page.path ?? '').includes(':');

/** 'routes/public/property.$title.$id/route.tsx' -> 'routes/public/translated/property.$title.$id.tsx'. */
const translatedModule = (file: string) =>
  file.replace(/^routes\/public\/(.+?)(\/route)?\.tsx$/, 'routes/public/translated/$1.tsx');

/**
 * The public pages in another language, under its prefix (/or, /hi): the same route modules, with
 * ids of their own. Only the pages written in every language (TRANSLATED_PAGES), and the not-found
 * page, so an address in the language that names no page says so in it.
 */
function publicTreeIn(language: Language): RouteConfigEntry {
  const pages = (publicTree.children ?? []).filter(
    (page) => page.path === '*' || isTranslated(page.index ? '/' : `/${page.path ?? ''}`),
  );
  return route(
    language,
    publicTree.file,
    { id: `${language}/public` },
    pages.map((page) => ({
      ...page,
      // Short ids ('or/about'): every page carries the router's manifest of every route.
      id: `${language}/${page.id ?? page.file.replace(/^routes\/public\/|(\/route)?\.tsx$/g, '')}`,
      file: isRecordPage(page) ? translatedModule(page.file) : page.file,
    })),
  );
}

// A listing's printable page: outside the public layout, so it prints without the site's frame.
const brochureTree = layout('routes/brochure/layout.tsx', [
  route('property/:title/:id/brochure', 'routes/brochure/property.$title.$id.brochure.tsx'),
  route('property/land-details/:id/brochure', 'routes/brochure/property.land-details.$id.brochure.tsx'),
  route('Projects/:name/:id/brochure', 'routes/brochure/projects.$name.$id.brochure.tsx'),
]);

/**
 * The brochures in another language, under its prefix: the same modules (no build writes a
 * brochure, in any language), with short ids of their own ('or/brochure-land').
 */
function brochureTreeIn(language: Language): RouteConfigEntry {
  const kinds = ['building', 'land', 'project'];
  return route(
    language,
    brochureTree.file,
    { id: `${language}/brochure` },
    (brochureTree.children ?? []).map((page, index) => ({
      ...page,
      id: `${language}/brochure-${kinds[index] ?? index}`,
    })),
  );
}

export default [
  publicTree,
  ...PREFIXED_LANGUAGES.map(publicTreeIn),
  brochureTree,
  ...PREFIXED_LANGUAGES.map(brochureTreeIn),
  layout('routes/auth/layout.tsx', [
    route('login', 'routes/auth/login.tsx'),
    route('register', 'routes/auth/register.tsx'),
    route('forgot-password', 'routes/auth/forgot-password.tsx'),
  ]),
  layout('routes/admin/layout.tsx', [
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('setting', 'routes/admin/setting.tsx'),
    route('profile', 'routes/admin/profile.tsx'),
    route('buildings', 'routes/admin/buildings.tsx'),
    route('create-new-building', 'routes/admin/create-new-building.tsx'),
    route('update-building/:id', 'routes/admin/update-building.$id.tsx'),
    route('lands', 'routes/admin/lands.tsx'),
    route('create-new-land', 'routes/admin/create-new-land.tsx'),
    route('edit-land-details/:id', 'routes/admin/edit-land-details.$id.tsx'),
    route('job-applications', 'routes/admin/job-applications.tsx'),
    route('blogs', 'routes/admin/blogs.tsx'),
    route('add_project_Form', 'routes/admin/add-project-form.tsx'),
    route('projectlists', 'routes/admin/projectlists.tsx'),
    route('projectlists/edit/:id', 'routes/admin/projectlists.edit.$id.tsx'),
  ]),
] satisfies RouteConfig;
