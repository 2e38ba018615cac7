import { useState, type ReactNode } from 'react';
import { LeaveQuestion } from './ConfirmDialog';

/**
 * How a dialog holding a form closes: `requestClose` (Escape, the close button, the backdrop)
 * closes at once when nothing was changed, else asks first with `prompt`. The form's Cancel (a
 * deliberate discard: 'Cancel closes it') and a save that worked close it directly.
 */
export function useAskBeforeClose(
  dirty: boolean,
  close: () => void,
): { requestClose: () => void; prompt: ReactNode } {
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (dirty) setAsking(true);
    else close();
  };
  const prompt = (
    <LeaveQuestion
      open={asking}
      what="form"
      onLeave={() => {
        setAsking(false);
        close();
      }}
      onStay={() => setAsking(false)}
    />
  );
  return { requestClose, prompt };
}
