import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/icons';
import { useFocusTrap } from './useFocusTrap';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  hideTitle?: boolean;
  busy?: boolean;
  closeLabel?: string;
}

const WIDTHS = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

export function Modal({
  open,
  onClose,
  title,
  children,
  size = 'md',
  hideTitle,
  busy,
  closeLabel = 'Close',
}: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = busy ? undefined : onClose;
  useFocusTrap(ref, open, close);
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-3 sm:p-6">
      <div className="absolute inset-0 bg-ink/60 backdrop-blur-[2px]" aria-hidden="true" onClick={close} />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-modal w-full ${WIDTHS[size]} flex-col overflow-hidden rounded-2xl bg-white shadow-lift`}
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
      </div>
    </div>,
    document.body,
  );
}
