import { useCallback, useEffect, useRef } from 'react';

/** A save that finishes after the admin has left its page must not navigate (or do anything else) for it. */
export function useMounted(): () => boolean {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}
