import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';

export function FullScreenSpinner({
  label = 'Loading',
  onCancel,
}: {
  label?: string;
  onCancel?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();
  useFocusTrap(ref, onCancel !== undefined, onCancel);
  return createPortal(
    <div
      ref={ref}
      role={onCancel ? 'dialog' : undefined}
      aria-modal={onCancel ? true : undefined}
      aria-labelledby={onCancel ? labelId : undefined}
      tabIndex={onCancel ? -1 : undefined}
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-3 bg-ink/50 backdrop-blur-sm"
    >
      <span
        className="h-12 w-12 animate-spin rounded-full border-4 border-white/30 border-t-white"
        aria-hidden="true"
      />
      <p id={labelId} role="status" className="text-sm font-medium text-white">
        {label}
      </p>
      {onCancel ? (
        <button
          type="button"
          onClick={onCancel}
          className="mt-2 min-h-11 min-w-24 rounded-lg bg-white px-5 py-2 text-sm font-semibold text-ink shadow-card hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Cancel
        </button>
      ) : null}
    </div>,
    document.body,
  );
}
