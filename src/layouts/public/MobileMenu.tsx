import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { CloseIcon } from '@/components/icons';
import { Drawer } from '@/components/Drawer';
import ShortlistCount from '@/features/shortlist/components/ShortlistCount';
import { HeartIcon } from '@/features/shortlist/components/shortlistIcons';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNavLinks } from './MainNavLinks';

export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const shell = useMessages('shell');
  const local = useLocalPath();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      label={shell.menu}
      id="mobile-menu"
      side="right"
      className="w-80 bg-white"
    >
      <div className="flex items-center justify-between border-b border-ink/10 px-5 py-4">
        <span className="font-display text-lg font-semibold">{shell.menu}</span>
        <button type="button" onClick={onClose} className="btn-ghost px-3 py-2">
          <CloseIcon className="h-5 w-5" />
          {shell.close}
        </button>
      </div>
      <nav aria-label={shell.mobileNavigation} className="flex-1 overflow-y-auto px-3 py-4">
        <MainNavLinks
          listClassName="space-y-1"
          onNavigate={onClose}
          linkClassName={(active) =>
            `block rounded-lg px-4 py-3 font-medium ${active ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-sand'}`
          }
        />
      </nav>
      <div className="space-y-3 border-t border-ink/10 p-5">
        <LanguageSwitcher onNavigate={onClose} />
        <NavLink to={local(paths.shortlist)} onClick={onClose} className="btn-outline w-full">
          <HeartIcon className="h-5 w-5 text-accent-600" />
          <span aria-hidden="true">{shell.shortlist}</span>
          <ShortlistCount />
        </NavLink>
        <NavLink to={paths.login} onClick={onClose} className="btn-primary w-full">
          {shell.login}
        </NavLink>
      </div>
    </Drawer>
  );
}
