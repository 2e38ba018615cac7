import { http } from '../../lib/http';
import { loadParsers } from '../../lib/loadParsers';
import type { GalleryImage } from './schema';

export async function getGalleryImages(): Promise<GalleryImage[]> {
  const [{ data }, { parseList, galleryImageSchema }] = await Promise.all([
    http.get<unknown>('/gallery/get-all-images'),
    loadParsers(() => import('./schema')),
  ]);
  return parseList(galleryImageSchema, data, ['data', 'images']);
}

/** SPEC.md §7: the download fetches the image URL directly. */
export async function downloadImage(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The image could not be downloaded (${response.status}).`);
  return response.blob();
}
