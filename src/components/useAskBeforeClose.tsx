import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

const UNSAVED_FORM_MESSAGE = 'You have unsaved changes. Leave this form and lose them?';

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
    <ConfirmDialog
      open={asking}
      title="Leave this form?"
      message={UNSAVED_FORM_MESSAGE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => {
        setAsking(false);
        close();
      }}
      onCancel={() => setAsking(false)}
    />
  );
  return { requestClose, prompt };
}
