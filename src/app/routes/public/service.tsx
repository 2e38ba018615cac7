import { serviceForPath } from '@/features/content/data/services';
import { ServicePage } from '@/features/content/pages/ServicePage';
import { publicPageMeta } from '@/lib/seo';
import type { Route } from './+types/service';

/** Discover Properties, Selling Service, Investment Services and Plot Sale Support share this page. */
export const meta: Route.MetaFunction = ({ location }) => {
  const service = serviceForPath(location.pathname);
  return publicPageMeta({
    title: service.title,
    description: service.summary,
    path: service.path,
  });
};

export default ServicePage;
