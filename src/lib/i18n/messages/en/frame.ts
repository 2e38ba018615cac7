import { company } from '@/config/company';

/** The parts of every page that load after its first screen: the bar above the header, the footer, the chat button, the notifications' region and the demo's reset. */
export default {
  contactBar: 'Contact',
  socialMedia: 'Social media',
  socialLink: '{company} on {network} (opens in a new tab)',
  chat: 'Chat',
  chatWith: 'Chat with {company} (opens in a new tab)',
  chatAbout: 'Chat with {company} about {subject} (opens in a new tab)',
  footerAbout:
    '{tagline}. Since {year}, families and investors have trusted us with homes and land in and around Bhubaneswar.',
  tagline: company.tagline,
  quickLinks: 'Quick Links',
  services: 'Services',
  explore: 'Explore',
  footer: {
    home: 'Home',
    about: 'About Us',
    properties: 'Properties',
    contact: 'Contact',
    discoverProperties: 'Discover Properties',
    sellingService: 'Selling Service',
    investmentServices: 'Investment Services',
    plotSaleSupport: 'Plot Sale Support',
    blog: 'Blog',
    gallery: 'Showcase Gallery',
    communities: 'Community',
    upcomingProjects: 'Upcoming Projects',
    faqs: 'FAQs',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Notice',
  },
  rights: '© {year} {company}. All rights reserved.',
  notifications: 'Notifications Alt+T',
  /** A notification's close button, as the toasts' library names it in English. */
  closeNotification: 'close',
  resetDemo: 'Reset demo data',
  resetDemoQuestion:
    'Put every building, land, project, blog and application back as it was at the start? Your changes in this demo will be lost.',
  reset: 'Reset',
  cancel: 'Cancel',
  languageOffer: 'This page is also in {language}.',
  languageOfferLink: 'Read it in {language}',
  languageOfferDismiss: 'No, thanks',
  languages: 'Language',
} as const;
