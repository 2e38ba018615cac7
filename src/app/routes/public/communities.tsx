import { CommunityPage } from '@/features/content/pages/CommunityPage';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/seo';
import type { Route } from './+types/communities';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'Community',
    description:
      'The neighbourhoods around Bhubaneswar where Kalinga Habitats builds: schools, hospitals, transport and daily life nearby.',
    path: paths.communities,
  });

export default CommunityPage;
