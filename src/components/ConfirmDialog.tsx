import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
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
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} size="sm" busy={busy}>
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

/** The one question before unsaved changes are lost, a page's or a dialog's form's: Leave or Stay. */
export function LeaveQuestion({
  open,
  what,
  onLeave,
  onStay,
}: {
  open: boolean;
  what: 'page' | 'form';
  onLeave: () => void;
  onStay: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={`Leave this ${what}?`}
      message={`You have unsaved changes. Leave this ${what} and lose them?`}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
