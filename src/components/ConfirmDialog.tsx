import { englishLeaveWords, type LeaveWords } from './leaveWords';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The close button's name: 'Close'. */
  closeLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  message,
  title = 'Please confirm',
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  closeLabel = 'Close',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} size="sm" busy={busy} closeLabel={closeLabel}>
      <p className="text-ink-soft">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className="btn-ghost" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="btn bg-danger text-white hover:bg-danger/90"
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? 'Please Wait..' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The one question before unsaved changes are lost, a page's or a dialog's form's: Leave or Stay.
 * A public page passes its language's `words`.
 */
export function LeaveQuestion({
  open,
  what,
  words = englishLeaveWords(what),
  onLeave,
  onStay,
}: {
  open: boolean;
  what: 'page' | 'form';
  words?: LeaveWords;
  onLeave: () => void;
  onStay: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={words.title}
      message={words.message}
      confirmLabel={words.leave}
      cancelLabel={words.stay}
      closeLabel={words.close}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
