import { href } from 'react-router';
import { pathPart, slugPart } from '@/lib/pathPart';

/**
 * Links to every route of SPEC.md §2. React Router's typed `href` takes only the patterns of
 * src/app/routes.ts (the route table), so a link here cannot point at a path the app lacks. Each
 * part is written by pathPart: a name or id of dots never becomes a dot segment. Blog posts and
 * projects (pages beyond SPEC.md) are named by a slug of their title (slugPart).
 */
export const paths = {
  home: href('/'),
  about: href('/about'),
  contact: href('/contact'),
  career: href('/career'),
  projects: href('/Projects'),
  project: (name: string, id: string) =>
    href('/Projects/:name/:id', { name: slugPart(name, 'project'), id: pathPart(id) }),
  communities: href('/communities'),
  gallery: href('/gallery'),
  testimonials: href('/testimonials'),
  discoverProperties: href('/discover-properties'),
  sellingService: href('/selling-service'),
  investmentServices: href('/investment-services'),
  plotSaleSupport: href('/plot-sale-support'),
  properties: href('/properties'),
  building: (name: string, id: string) =>
    href('/property/:title/:id', { title: pathPart(name || 'building'), id: pathPart(id) }),
  land: (id: string) => href('/property/land-details/:id', { id: pathPart(id) }),
  upcomingProjects: href('/upcoming-projects'),
  blog: href('/blog'),
  blogPost: (title: string, id: string) =>
    href('/blog/:title/:id', { title: slugPart(title, 'post'), id: pathPart(id) }),
  faqs: href('/faqs'),
  terms: href('/term-and-conditions'),

  login: href('/login'),
  register: href('/register'),
  forgotPassword: href('/forgot-password'),

  dashboard: href('/dashboard'),
  setting: href('/setting'),
  buildings: href('/buildings'),
  createBuilding: href('/create-new-building'),
  lands: href('/lands'),
  createLand: href('/create-new-land'),
  updateLand: (id: string) => href('/edit-land-details/:id', { id: pathPart(id) }),
  profile: href('/profile'),
  jobApplications: href('/job-applications'),
  updateBuilding: (id: string) => href('/update-building/:id', { id: pathPart(id) }),
  blogs: href('/blogs'),
  createProject: href('/add_project_Form'),
  projectList: href('/projectlists'),
  updateProject: (id: string) => href('/projectlists/edit/:id', { id: pathPart(id) }),
} as const;
