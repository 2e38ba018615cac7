import { FaqPage } from '@/features/content/pages/FaqPage';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/seo';
import { faqs } from '@/features/content/data/faqs';
import type { Route } from './+types/faqs';

export const meta: Route.MetaFunction = () =>
  publicPageMeta(
    {
      title: 'Frequently Asked Questions',
      description:
        'Answers to common questions about buying flats, homes and land with Kalinga Habitats: bookings, loans, approvals and site visits.',
      path: paths.faqs,
    },
    { faqs },
  );

export default FaqPage;
