import { pathPart } from '../lib/pathPart';

/**
 * Every route of SPEC.md §2, built in one place. Each part is written by pathPart: a name or id
 * of dots never becomes a dot segment. Links are made with these, never from strings
 * scattered around the code.
 */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  career: '/career',
  projects: '/Projects',
  communities: '/communities',
  gallery: '/gallery',
  testimonials: '/testimonials',
  discoverProperties: '/discover-properties',
  sellingService: '/selling-service',
  investmentServices: '/investment-services',
  plotSaleSupport: '/plot-sale-support',
  properties: '/properties',
  building: (name: string, id: string) => `/property/${pathPart(name || 'building')}/${pathPart(id)}`,
  land: (id: string) => `/property/land-details/${pathPart(id)}`,
  upcomingProjects: '/upcoming-projects',
  faqs: '/faqs',
  terms: '/term-and-conditions',

  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',

  dashboard: '/dashboard',
  setting: '/setting',
  buildings: '/buildings',
  createBuilding: '/create-new-building',
  lands: '/lands',
  createLand: '/create-new-land',
  editLand: (id: string) => `/edit-land-details/${pathPart(id)}`,
  profile: '/profile',
  jobApplications: '/job-applications',
  updateBuilding: (id: string) => `/update-building/${pathPart(id)}`,
  blogs: '/blogs',
  addProject: '/add_project_Form',
  projectList: '/projectlists',
  editProject: (id: string) => `/projectlists/edit/${pathPart(id)}`,
} as const;

/** Route patterns for the router, matching the builders above. */
export const routePatterns = {
  building: '/property/:title/:id',
  land: '/property/land-details/:id',
  editLand: '/edit-land-details/:id',
  updateBuilding: '/update-building/:id',
  editProject: '/projectlists/edit/:id',
} as const;
