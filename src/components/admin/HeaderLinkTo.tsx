import { Link } from 'react-router';
import { CloseIcon } from '@/components/icons';
import type { HeaderLink } from './editorKind';

/** An editor screen's header link to its list, as its kind declares it (`editorKind.ts`). */
export function HeaderLinkTo({ to, link }: { to: string; link: HeaderLink }) {
  if (link.look === 'close') {
    return (
      <Link
        to={to}
        aria-label={link.label}
        title={link.label}
        className="rounded-full bg-white p-2.5 text-ink-soft shadow-card hover:bg-sand-dark hover:text-ink"
      >
        <CloseIcon className="h-5 w-5" />
      </Link>
    );
  }
  return (
    <Link to={to} className="btn-outline">
      {link.label}
    </Link>
  );
}
