import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_AFTER_UPDATE_MS } from '@/config/constants';

// The timer belongs to the page: leaving before it fires cancels the return, so a late save never pulls back.
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
