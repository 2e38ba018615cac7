import { useEffect, useState } from 'react';
import { DEMO_UPLOADS_PATH } from '../../../config/env';

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
 * file is fetched once and shown from a blob URL. Every other URL is used as it is.
 */
export function useViewableUrl(url: string | undefined): string | undefined {
  const needsFetch = url !== undefined && isDemoUpload(url);
  const [fetched, setFetched] = useState<{ source: string; view: string } | null>(null);

  useEffect(() => {
    if (!url || !needsFetch) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetch(url)
      .then((response) =>
        response.ok ? response.blob() : Promise.reject(new Error(String(response.status))),
      )
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
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, needsFetch]);

  if (!needsFetch) return url;
  return fetched?.source === url ? fetched.view : undefined;
}
