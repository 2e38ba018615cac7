import { ComingSoonPage } from '@/features/content/pages/ComingSoonPage';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/seo';
import type { Route } from './+types/coming-soon';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'New Listings Coming Soon',
    description:
      'New Kalinga Habitats homes and plots around Bhubaneswar are on their way: talk to us to hear first.',
    path: paths.upcomingProjects,
  });

export default ComingSoonPage;
