import { useRef, type ReactNode } from 'react';
import { useFocusTrap } from './useFocusTrap';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  label: string;
  id: string;
  side: 'left' | 'right';
  className: string;
  children: ReactNode;
}

export function Drawer({ open, onClose, label, id, side, className, children }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);
  // Whole class names, so Tailwind sees them in the source.
  const edge = side === 'left' ? 'left-0' : 'right-0';
  const hidden = side === 'left' ? '-translate-x-full' : 'translate-x-full';
  return (
    <div
      className={`fixed inset-0 z-50 overflow-hidden lg:hidden ${open ? '' : 'pointer-events-none'}`}
      aria-hidden={!open}
    >
      <div
        className={`absolute inset-0 bg-ink/50 transition-opacity duration-drawer ${open ? 'opacity-100' : 'opacity-0'}`}
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        inert={!open}
        className={`absolute inset-y-0 ${edge} flex max-w-[85vw] flex-col shadow-lift transition-transform duration-drawer ${className} ${
          open ? 'translate-x-0' : hidden
        }`}
      >
        {children}
      </div>
    </div>
  );
}
