import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CloseIcon } from '../../components/icons';
import { useFocusTrap } from '../../components/useFocusTrap';
import { mainNavigation } from './navigation';

/** The slide-in menu on small screens: focus stays inside, Escape and Close close it. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);
  return (
    <div
      className={`fixed inset-0 z-50 overflow-hidden lg:hidden ${open ? '' : 'pointer-events-none'}`}
      aria-hidden={!open}
    >
      <div
        className={`absolute inset-0 bg-ink/50 transition-opacity duration-300 ${open ? 'opacity-100' : 'opacity-0'}`}
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        ref={panel}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        inert={!open}
        className={`absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col bg-white shadow-lift transition-transform duration-300 ${
          open ? 'translate-x-0' : 'translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between border-b border-ink/10 px-5 py-4">
          <span className="font-display text-lg font-semibold">Menu</span>
          <button type="button" onClick={onClose} className="btn-ghost px-3 py-2">
            <CloseIcon className="h-5 w-5" />
            Close
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.home}
                  onClick={onClose}
                  className={({ isActive }) =>
                    `block rounded-lg px-4 py-3 font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-sand'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-ink/10 p-5">
          <NavLink to={paths.login} onClick={onClose} className="btn-primary w-full">
            Login
          </NavLink>
        </div>
      </div>
    </div>
  );
}
