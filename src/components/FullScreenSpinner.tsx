import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from './useModalDialog';

export function FullScreenSpinner({ label = 'Loading', onCancel }: { label?: string; onCancel: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const labelId = useId();
  useModalDialog(ref, true, onCancel);
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={labelId}
      className="h-full max-h-none w-full max-w-none bg-transparent backdrop:bg-ink/50 backdrop:backdrop-blur-sm"
    >
      {/* It covers the dialog whole: a click lands on no backdrop, so only Cancel and Escape stop the work. */}
      <div className="flex h-full w-full flex-col items-center justify-center gap-3">
        <span
          className="h-12 w-12 animate-spin rounded-full border-4 border-white/30 border-t-white"
          aria-hidden="true"
        />
        <p id={labelId} role="status" className="text-sm font-medium text-white">
          {label}
        </p>
        <button
          type="button"
          onClick={onCancel}
          className="mt-2 min-h-11 min-w-24 rounded-lg bg-white px-5 py-2 text-sm font-semibold text-ink shadow-card hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Cancel
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
