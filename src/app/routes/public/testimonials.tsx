import { TestimonialsPage } from '@/features/content/pages/TestimonialsPage';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/seo';
import type { Route } from './+types/testimonials';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'Our Testimonials',
    description:
      'What families and investors say about buying flats, homes and land with Kalinga Habitats in Bhubaneswar.',
    path: paths.testimonials,
  });

export default TestimonialsPage;
