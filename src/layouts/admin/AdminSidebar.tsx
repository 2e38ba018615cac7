import { NavLink } from 'react-router';
import { CloseIcon } from '@/components/icons';
import { Drawer } from '@/components/Drawer';
import { Logo } from '@/layouts/public/Logo';
import { sidebarLinks } from './sidebarLinks';

function Links({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {sidebarLinks.map(({ label, to, Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                isActive
                  ? 'bg-brand-600 text-white shadow-card'
                  : 'text-white/75 hover:bg-white/10 hover:text-white'
              }`
            }
          >
            <Icon className="h-5 w-5 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function AdminSidebar() {
  return (
    <aside className="hidden w-64 shrink-0 bg-ink lg:block">
      <div className="sticky top-0 flex h-screen flex-col">
        <div className="flex h-16 items-center px-5">
          <Logo light />
        </div>
        <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
          <Links />
        </nav>
      </div>
    </aside>
  );
}

export function AdminDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      label="Admin menu"
      id="admin-drawer"
      side="left"
      className="w-72 bg-ink"
    >
      <div className="flex h-16 items-center justify-between px-5">
        <Logo light />
        <button
          type="button"
          onClick={onClose}
          className="rounded-full p-2 text-white/80 hover:bg-white/10 hover:text-white"
          aria-label="Close menu"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        <Links onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
