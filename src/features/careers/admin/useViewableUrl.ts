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

// Demo uploads live in the demo backend's service worker, which answers fetches but not frame navigations:
// such a file is shown from a blob URL.
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
