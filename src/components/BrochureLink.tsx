import { Link } from 'react-router';
import { icon } from '@/components/icons';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';

/** A page with a folded corner and a picture on it: a brochure. */
const BrochureIcon = icon(<path d="M6 3h8l4 4v14H6zM14 3v4h4M9 11h6v4H9zM9 18h6" />, 'BrochureIcon');

/** A record page's way to its printable brochure (`<page address>/brochure`), in the page's language. */
export function BrochureLink({ to }: { to: string }) {
  const { brochure } = useMessages('record');
  const local = useLocalPath();
  return (
    <Link
      to={local(to)}
      prefetch="intent"
      // A print copy of this page: crawlers keep to the page (robots.txt keeps them off it too).
      rel="nofollow"
      className="btn w-full border border-ink/15 bg-white py-3 text-ink hover:bg-sand-dark"
    >
      <BrochureIcon className="h-5 w-5 text-brand-600" />
      {brochure}
    </Link>
  );
}
