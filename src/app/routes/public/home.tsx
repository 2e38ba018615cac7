import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/seo';
import { HomePage } from '@/pages/HomePage';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: `${company.name} | ${company.tagline}`,
    fullTitle: true,
    description:
      'Kalinga Habitats sells flats, duplex homes and lands around Bhubaneswar, Odisha. Browse buildings, lands and projects and talk to our team.',
    path: paths.home,
  });

export default HomePage;
