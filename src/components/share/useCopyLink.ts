import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '@/lib/i18n/useMessages';

export type CopyState = 'idle' | 'copied' | 'failed';

export const COPY_FEEDBACK_MS = 2500;

/** Copies a link, and says so in the page's language ('Copy link', then 'Link copied' for a while). */
export function useCopyLink() {
  const labels = useMessages('record').share.copy;
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (link: string) => {
    clearTimeout(timer.current);
    let result: CopyState = 'failed';
    try {
      // Absent on plain http and in some embedded browsers: that is a failure to say, not a crash.
      if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(link);
        result = 'copied';
      }
    } catch {
      result = 'failed';
    }
    setState(result);
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
  }, []);

  return { state, label: labels[state], copy };
}
