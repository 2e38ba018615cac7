import { NotFoundPage } from '@/components/NotFoundPage';
import { notFoundPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/$';

export const meta: Route.MetaFunction = ({ location }) => notFoundPageMeta(location.pathname);

export default NotFoundPage;
