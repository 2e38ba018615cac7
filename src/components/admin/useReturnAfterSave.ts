import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * What an admin editor does after a save: the form locks (`saved`) and, `afterMs` later, the list
 * it was opened from opens. The specification has land and project edits wait a second, and the
 * building edit and the building and land adds return at once (docs/decisions/0078-after-a-save.md).
 * The timer belongs to the page: leaving before it fires cancels the return, so a late save never
 * pulls the administrator back.
 */
export function useReturnAfterSave(
  listPath: string,
  afterMs: number,
): { saved: boolean; markSaved: () => void } {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate(listPath), afterMs);
    return () => window.clearTimeout(timer);
  }, [saved, navigate, listPath, afterMs]);
  return { saved, markSaved: useCallback(() => setSaved(true), []) };
}
