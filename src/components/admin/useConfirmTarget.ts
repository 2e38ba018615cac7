import { useCallback, useState } from 'react';

/**
 * Which record a confirmation dialog is asking about (null: the dialog is closed). Lists use it
 * to ask before a delete: `ask(row)` opens, `cancel()` closes.
 */
export function useConfirmTarget<Target>() {
  const [target, setTarget] = useState<Target | null>(null);
  const ask = useCallback((next: Target) => setTarget(next), []);
  const cancel = useCallback(() => setTarget(null), []);
  return { target, open: target !== null, ask, cancel } as const;
}
