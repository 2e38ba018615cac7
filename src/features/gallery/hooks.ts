import { useMutation, useQuery } from '@tanstack/react-query';
import { safeUrl } from '../../lib/url';
import { downloadImage, getGalleryImages } from './api';
import { downloadFileName, saveBlob } from './download';
import type { GalleryImage } from './schema';

export const galleryKeys = { all: ['gallery'] as const };

export function useGalleryImages() {
  return useQuery({ queryKey: galleryKeys.all, queryFn: getGalleryImages });
}

/** Fetches the image itself and saves it under its name. */
export function useDownloadImage() {
  return useMutation({
    mutationFn: async (image: GalleryImage) => {
      const url = safeUrl(image.img_url);
      if (!url) throw new Error('This image has no address to download from.');
      const blob = await downloadImage(url);
      saveBlob(blob, downloadFileName(image.name, url, blob.type));
    },
  });
}
