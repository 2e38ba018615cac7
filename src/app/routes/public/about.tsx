import { AboutPage } from '@/features/content/pages/AboutPage';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/seo';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'About Us',
    description:
      'Kalinga Habitats builds and sells flats, duplex homes and plots around Bhubaneswar: our story, our values and the team you will meet.',
    path: paths.about,
  });

export default AboutPage;
