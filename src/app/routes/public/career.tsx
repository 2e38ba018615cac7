import { CareerPage } from '@/features/careers/pages/CareerPage';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/seo';
import { jobs, JOBS_POSTED_ON } from '@/features/careers/jobs';
import type { Route } from './+types/career';

export const meta: Route.MetaFunction = () =>
  publicPageMeta(
    {
      title: 'Join Our Team',
      description:
        'Work with Kalinga Habitats in Bhubaneswar: see our six open positions and apply online with your resume.',
      path: paths.career,
    },
    { jobs, posted: JOBS_POSTED_ON },
  );

export default CareerPage;
