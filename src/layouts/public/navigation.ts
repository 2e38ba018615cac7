import { paths } from '@/config/paths';

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

export const footerExplore = [
  { label: 'Blog', to: paths.blog },
  { label: 'Showcase Gallery', to: paths.gallery },
  { label: 'Community', to: paths.communities },
  { label: 'Upcoming Projects', to: paths.upcomingProjects },
  { label: 'FAQs', to: paths.faqs },
  { label: 'Terms and Conditions', to: paths.terms },
] as const;
