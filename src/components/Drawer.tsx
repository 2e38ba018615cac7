import { useRef, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  label: string;
  id: string;
  side: 'left' | 'right';
  className: string;
  children: ReactNode;
}

// Whole class names, so Tailwind sees them in the source. It slides in from its starting style and
// out while `display` and the top layer wait for the transition (allow-discrete).
const SIDES = {
  left: 'mr-auto -translate-x-full starting:open:-translate-x-full',
  right: 'ml-auto translate-x-full starting:open:translate-x-full',
} as const;

export function Drawer({ open, onClose, label, id, side, className, children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, open, onClose);
  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      className={`h-full max-h-none text-inherit max-w-[85vw] flex-col shadow-lift transition-[translate,display,overlay] transition-discrete duration-drawer backdrop:bg-transparent backdrop:transition-[background-color] backdrop:duration-drawer open:flex open:translate-x-0 open:backdrop:bg-ink/50 starting:open:backdrop:bg-transparent ${SIDES[side]} ${className}`}
    >
      {children}
    </dialog>
  );
}
