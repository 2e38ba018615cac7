import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

const COPY_LABELS: Record<CopyState, string> = {
  idle: 'Copy link',
  copied: 'Link copied',
  failed: 'Copy failed',
};

export const COPY_FEEDBACK_MS = 2500;

export function useCopyLink() {
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

  return { state, label: COPY_LABELS[state], copy };
}
