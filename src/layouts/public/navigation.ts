import { paths } from '@/config/paths';

/** The main menu: each link's English path and its name's key in the shell's `nav` words. */
export const mainNavigation = [
  { key: 'home', to: paths.home },
  { key: 'about', to: paths.about },
  { key: 'properties', to: paths.properties },
  { key: 'projects', to: paths.projects },
  { key: 'blog', to: paths.blog },
  { key: 'career', to: paths.career },
  { key: 'testimonials', to: paths.testimonials },
  { key: 'contacts', to: paths.contact },
] as const;
