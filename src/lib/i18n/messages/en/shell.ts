/** What every public page shows from its first screen: the header, the menus, the titles and the not-found page. */
export default {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  mobileNavigation: 'Mobile',
  nav: {
    home: 'Home',
    about: 'About Us',
    properties: 'Properties',
    projects: 'Projects',
    blog: 'Blog',
    career: 'Career',
    testimonials: 'Testimonials',
    contacts: 'Contacts',
  },
  breadcrumb: 'Breadcrumb',
  homeLink: '{company}, home',
  shortlist: 'Shortlist',
  shortlistCount: { one: 'Shortlist, {count} listing', other: 'Shortlist, {count} listings' },
  login: 'Login',
  openMenu: 'Open menu',
  menu: 'Menu',
  close: 'Close',
} as const;
