import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { safeUrl } from '@/lib/url';
import { notify } from '@/lib/notify';
import { DownloadError, downloadFileName, fetchBlob, saveBlob } from '@/lib/saveFile';
import { DOWNLOAD_FAILED, DOWNLOAD_TIMED_OUT } from './messages';
import { getGalleryImages } from './api';
import type { GalleryImage } from './schema';

/** Not in api.ts: it is no backend call, and api.ts loads with the app's first request. */
export function downloadImage(url: string, signal?: AbortSignal): Promise<Blob> {
  return fetchBlob(url, { signal });
}

const galleryKeys = { all: ['gallery'] as const };

/** What a route loader starts and a page reads: one cache entry per answer. */
export const galleryQueries = {
  all: () => queryOptions({ queryKey: galleryKeys.all, queryFn: getGalleryImages }),
};

export function useGalleryImages() {
  return useQuery(galleryQueries.all());
}

const downloadFailureText = (error: unknown) =>
  error instanceof DownloadError && error.reason === 'timeout' ? DOWNLOAD_TIMED_OUT : DOWNLOAD_FAILED;

export function useDownloadImage() {
  return useMutation({
    mutationFn: async ({ image, signal }: { image: GalleryImage; signal?: AbortSignal }) => {
      const url = safeUrl(image.img_url);
      if (!url) throw new Error('This image has no address to download from.');
      const blob = await downloadImage(url, signal);
      if (signal?.aborted) return;
      saveBlob(blob, downloadFileName(image.name, url, blob.type));
    },
    onError: (error, { signal }) => {
      if (!signal?.aborted) notify.error(downloadFailureText(error));
    },
  });
}
