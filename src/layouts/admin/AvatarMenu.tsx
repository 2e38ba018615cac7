import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ChevronDownIcon } from '@/components/actionIcons';
import { LogoutIcon, UserIcon } from '@/components/officeIcons';
import type { AdminInfo } from '@/lib/session';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || 'A';

export function AvatarMenu({ admin, onSignOut }: { admin: AdminInfo; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-sand-dark"
      >
        <span
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
          aria-hidden="true"
        >
          {initialsOf(admin.name)}
        </span>
        <span className="hidden text-sm font-medium sm:inline">{admin.name || 'Administrator'}</span>
        <span className="sr-only">Account menu</span>
        <ChevronDownIcon className="h-4 w-4 text-ink-muted" />
      </button>
      {open ? (
        <ul
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-48 overflow-hidden rounded-xl bg-white py-1 shadow-lift ring-1 ring-ink/5"
        >
          <li>
            <Link
              to={paths.profile}
              onClick={() => setOpen(false)}
              className="flex items-center gap-3 px-4 py-2.5 text-sm hover:bg-sand"
            >
              <UserIcon className="h-4 w-4" />
              Profile
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={onSignOut}
              className="flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm text-danger hover:bg-danger-soft"
            >
              <LogoutIcon className="h-4 w-4" />
              Sign out
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
