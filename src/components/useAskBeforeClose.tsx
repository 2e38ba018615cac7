import { useState, type ReactNode } from 'react';
import { LeaveQuestion } from './ConfirmDialog';
import type { LeaveWords } from './leaveWords';

/**
 * How a dialog holding a form closes: `requestClose` (Escape, the close button, the backdrop)
 * closes at once when nothing was changed, else asks first with `prompt`. The form's Cancel (a
 * deliberate discard: 'Cancel closes it') and a save that worked close it directly. A public page
 * passes the question's `words` in its language.
 */
export function useAskBeforeClose(
  dirty: boolean,
  close: () => void,
  words?: LeaveWords,
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
      {...(words ? { words } : {})}
      onLeave={() => {
        setAsking(false);
        close();
      }}
      onStay={() => setAsking(false)}
    />
  );
  return { requestClose, prompt };
}
