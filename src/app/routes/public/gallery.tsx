import { GalleryPage } from '@/features/gallery/pages/GalleryPage';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/seo';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'Showcase Gallery',
    description: 'Photos of Kalinga Habitats buildings, homes and sites around Bhubaneswar.',
    path: paths.gallery,
  });

export default GalleryPage;
