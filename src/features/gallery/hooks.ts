import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { safeUrl } from '@/lib/url';
import { notify } from '@/lib/notify';
import { DownloadError, downloadFileName, fetchBlob, saveBlob } from '@/lib/saveFile';
import { DOWNLOAD_TIMEOUT_MS } from '@/config/constants';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { Language } from '@/lib/i18n/languages';
import { plural } from '@/lib/i18n/plural';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';
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

/** What the visitor is told when a download failed, in the page's language. */
function downloadFailureText(error: unknown, words: Messages<'gallery'>, language: Language): string {
  if (!(error instanceof DownloadError && error.reason === 'timeout')) return words.downloadFailed;
  const time = plural(language, words.seconds, Math.round(DOWNLOAD_TIMEOUT_MS / 1000));
  return fill(words.downloadTimedOut, { time });
}

export function useDownloadImage() {
  const words = useMessages('gallery');
  const language = useLanguage();
  return useMutation({
    mutationFn: async ({ image, signal }: { image: GalleryImage; signal?: AbortSignal }) => {
      const url = safeUrl(image.img_url);
      if (!url) throw new Error('This image has no address to download from.');
      const blob = await downloadImage(url, signal);
      if (signal?.aborted) return;
      saveBlob(blob, downloadFileName(image.name, url, blob.type));
    },
    onError: (error, { signal }) => {
      if (!signal?.aborted) notify.error(downloadFailureText(error, words, language));
    },
  });
}
