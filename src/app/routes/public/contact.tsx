import { ContactPage } from '@/features/inquiries/pages/ContactPage';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/seo';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'Contact Us',
    description:
      'Call, e-mail or visit Kalinga Habitats in Nayapalli, Bhubaneswar, or send us a message and our team will call you back.',
    path: paths.contact,
  });

export default ContactPage;
