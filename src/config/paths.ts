import { href } from 'react-router';
import { pathPart, slugPart, titlePart } from '@/lib/pathPart';

/** React Router's typed `href` takes only the patterns in src/app/routes.ts: no link to a missing path. */
export const paths = {
  home: href('/'),
  about: href('/about'),
  contact: href('/contact'),
  career: href('/career'),
  projects: href('/Projects'),
  project: (name: string, id: string) =>
    href('/Projects/:name/:id', { name: slugPart(name, 'project'), id: pathPart(id) }),
  projectBrochure: (name: string, id: string) =>
    href('/Projects/:name/:id/brochure', { name: slugPart(name, 'project'), id: pathPart(id) }),
  communities: href('/communities'),
  gallery: href('/gallery'),
  testimonials: href('/testimonials'),
  discoverProperties: href('/discover-properties'),
  sellingService: href('/selling-service'),
  investmentServices: href('/investment-services'),
  plotSaleSupport: href('/plot-sale-support'),
  properties: href('/properties'),
  building: (name: string, id: string) =>
    href('/property/:title/:id', { title: titlePart(name, 'building'), id: pathPart(id) }),
  land: (id: string) => href('/property/land-details/:id', { id: pathPart(id) }),
  /** A listing's page from its kind, name and id: what a kept or asked-about listing links to. */
  listing: (kind: 'building' | 'land' | 'project', name: string, id: string): string => {
    if (kind === 'land') return paths.land(id);
    return kind === 'building' ? paths.building(name, id) : paths.project(name, id);
  },
  buildingBrochure: (name: string, id: string) =>
    href('/property/:title/:id/brochure', { title: titlePart(name, 'building'), id: pathPart(id) }),
  landBrochure: (id: string) => href('/property/land-details/:id/brochure', { id: pathPart(id) }),
  upcomingProjects: href('/upcoming-projects'),
  blog: href('/blog'),
  blogPost: (title: string, id: string) =>
    href('/blog/:title/:id', { title: slugPart(title, 'post'), id: pathPart(id) }),
  compare: href('/compare'),
  faqs: href('/faqs'),
  terms: href('/term-and-conditions'),
  privacy: href('/privacy'),
  shortlist: href('/shortlist'),

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
