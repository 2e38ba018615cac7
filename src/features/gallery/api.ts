import { loadClientWith } from '@/lib/http';
import type { GalleryImage } from './schema';

export async function getGalleryImages(): Promise<GalleryImage[]> {
  const { http, parseListInSlices, galleryImageSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.get<unknown>('/gallery/get-all-images');
  return parseListInSlices(galleryImageSchema, data, ['data', 'images']);
}
