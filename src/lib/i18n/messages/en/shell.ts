/** What every public page shows from its first screen: the header, the menus, the titles and the not-found page. */
export default {
  /** The message a WhatsApp chat about a listing starts with: the phone bar's and the chat button's. */
  chatMessage: 'Hello {company}, I am interested in {subject}: {url}',
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
