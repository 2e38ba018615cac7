import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/icons';
import { useModalDialog } from './useModalDialog';

export interface ModalProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop; a dialog holding a form passes `useAskBeforeClose`'s `requestClose`. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  hideTitle?: boolean;
  busy?: boolean;
  closeLabel?: string;
}

const WIDTHS = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

export function Modal(props: ModalProps) {
  return props.open ? createPortal(<OpenModal {...props} />, document.body) : null;
}

function OpenModal({
  onClose,
  title,
  children,
  size = 'md',
  hideTitle,
  busy,
  closeLabel = 'Close',
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, true, busy ? undefined : onClose);
  return (
    // Its header and body cover it whole: a click on the dialog element itself is on its backdrop.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`m-auto max-h-modal w-[calc(100%-1.5rem)] sm:w-[calc(100%-3rem)] ${WIDTHS[size]} flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-lift backdrop:bg-ink/60 backdrop:backdrop-blur-[2px] open:flex`}
    >
      <div
        className={`flex items-start justify-between gap-4 px-5 pt-4 ${hideTitle ? 'pb-0' : 'border-b border-ink/10 pb-3'}`}
      >
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-xl font-semibold'}>
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          disabled={busy}
          aria-label={closeLabel}
          className="-mr-2 rounded-full p-2 text-ink-muted hover:bg-sand-dark hover:text-ink disabled:opacity-40"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <div className="overflow-y-auto px-5 pt-3 pb-5">{children}</div>
    </dialog>
  );
}
