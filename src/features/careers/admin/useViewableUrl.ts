import { useEffect, useState } from 'react';
import { DEMO_UPLOADS_PATH } from '@/config/env';
import { fetchBlob } from '@/lib/saveFile';

const isDemoUpload = (url: string) => {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin && parsed.pathname.startsWith(`${DEMO_UPLOADS_PATH}/`);
  } catch {
    return false;
  }
};

/**
 * A URL a frame or a download link can open. Files uploaded in demo mode live in the demo
 * backend's service worker, which answers the page's fetches but not frame navigations, so such a
 * file is fetched once (bounded, lib/saveFile.ts) and shown from a blob URL. Every other URL is
 * used as it is: the caller passes only URLs on the files origin (lib/filesUrl.ts).
 */
export function useViewableUrl(url: string | undefined): string | undefined {
  const needsFetch = url !== undefined && isDemoUpload(url);
  const [fetched, setFetched] = useState<{ source: string; view: string } | null>(null);

  useEffect(() => {
    if (!url || !needsFetch) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    const controller = new AbortController();
    fetchBlob(url, { signal: controller.signal })
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setFetched({ source: url, view: objectUrl });
      })
      .catch((error: unknown) => {
        console.warn('The resume could not be fetched', error);
        if (!cancelled) setFetched({ source: url, view: url });
      });
    return () => {
      cancelled = true;
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, needsFetch]);

  if (!needsFetch) return url;
  return fetched?.source === url ? fetched.view : undefined;
}
