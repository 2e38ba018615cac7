import { fetchBlob } from '../../lib/saveFile';
import { loadClientWith } from '../../lib/loadClient';
import type { GalleryImage } from './schema';

export async function getGalleryImages(): Promise<GalleryImage[]> {
  const { http, parseList, galleryImageSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.get<unknown>('/gallery/get-all-images');
  return parseList(galleryImageSchema, data, ['data', 'images']);
}

/** SPEC.md §7: the download fetches the image URL directly (bounded, see lib/saveFile.ts). */
export function downloadImage(url: string, signal?: AbortSignal): Promise<Blob> {
  return fetchBlob(url, { signal });
}
