import { NotFoundPage } from '@/components/NotFoundPage';
import { publicPageMeta } from '@/lib/seo';
import type { Route } from './+types/$';

export const meta: Route.MetaFunction = ({ location }) =>
  publicPageMeta({
    title: 'Page not found',
    description: 'This page does not exist on the Kalinga Habitats website.',
    path: location.pathname,
    noIndex: true,
  });

export default NotFoundPage;
