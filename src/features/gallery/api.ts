import { loadClientWith } from '../../lib/loadClient';
import type { GalleryImage } from './schema';

export async function getGalleryImages(): Promise<GalleryImage[]> {
  const { http, parseList, galleryImageSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.get<unknown>('/gallery/get-all-images');
  return parseList(galleryImageSchema, data, ['data', 'images']);
}

/** SPEC.md §7: the download fetches the image URL directly. */
export async function downloadImage(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The image could not be downloaded (${response.status}).`);
  return response.blob();
}
