import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_AFTER_UPDATE_MS } from '@/config/constants';

/**
 * After a successful save, returns to `listPath` once REDIRECT_AFTER_UPDATE_MS has passed (SPEC.md
 * §9). The timer belongs to the page: leaving it before then cancels the return, so a save that
 * finishes after the administrator moved on never pulls them back. Answers whether the save is done
 * (the form locks meanwhile) and what to call when it is.
 */
export function useReturnAfterSave(listPath: string): { saved: boolean; markSaved: () => void } {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate(listPath), REDIRECT_AFTER_UPDATE_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate, listPath]);
  return { saved, markSaved: useCallback(() => setSaved(true), []) };
}
