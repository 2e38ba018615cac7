import { TermsPage } from '@/features/content/pages/TermsPage';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/seo';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'Terms and Conditions',
    description: 'The terms that apply when you use the Kalinga Habitats website and our services.',
    path: paths.terms,
  });

export default TermsPage;
