import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { isSignedIn } from '@/lib/session';
import { LeaveQuestion } from '@/components/ConfirmDialog';

// `left()`: the next page shows in a transition, so the form may still be on screen when a late save ends.
export function useUnsavedChangesPrompt(dirty: boolean): {
  prompt: ReactNode;
  allowNavigation: () => void;
  left: () => boolean;
} {
  const dirtyRef = useRef(dirty);
  const allowedRef = useRef(false);
  const leftRef = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowedRef.current &&
      // Signing out (or an expired session) must never be held up by a form.
      isSignedIn() &&
      currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowNavigation = useCallback(() => {
    allowedRef.current = true;
  }, []);

  const prompt = (
    <LeaveQuestion
      open={blocker.state === 'blocked'}
      what="page"
      onLeave={() => {
        leftRef.current = true;
        blocker.proceed?.();
      }}
      onStay={() => blocker.reset?.()}
    />
  );
  const left = useCallback(() => leftRef.current, []);
  return { prompt, allowNavigation, left };
}
