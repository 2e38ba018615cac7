import { paths } from '@/config/paths';

/** The main navigation, in SPEC.md §2's order, with the blog (not in SPEC.md) after Projects. */
export const mainNavigation = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  { label: 'Properties', to: paths.properties },
  { label: 'Projects', to: paths.projects },
  { label: 'Blog', to: paths.blog },
  { label: 'Career', to: paths.career },
  { label: 'Testimonials', to: paths.testimonials },
  { label: 'Contacts', to: paths.contact },
] as const;

export const footerQuickLinks = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  { label: 'Properties', to: paths.properties },
  { label: 'Contact', to: paths.contact },
] as const;

export const footerServices = [
  { label: 'Discover Properties', to: paths.discoverProperties },
  { label: 'Selling Service', to: paths.sellingService },
  { label: 'Investment Services', to: paths.investmentServices },
  { label: 'Plot Sale Support', to: paths.plotSaleSupport },
] as const;

/** SPEC.md's quick links stay as listed; the blog is with the other reading. */
export const footerExplore = [
  { label: 'Blog', to: paths.blog },
  { label: 'Showcase Gallery', to: paths.gallery },
  { label: 'Community', to: paths.communities },
  { label: 'Upcoming Projects', to: paths.upcomingProjects },
  { label: 'FAQs', to: paths.faqs },
  { label: 'Terms and Conditions', to: paths.terms },
] as const;
