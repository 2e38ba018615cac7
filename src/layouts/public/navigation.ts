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
