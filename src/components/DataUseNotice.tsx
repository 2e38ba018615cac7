import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Notice at the moment details are collected, as India's DPDP Act asks. */
export function DataUseNotice({
  purpose = 'to answer you',
  className = '',
}: {
  purpose?: string;
  className?: string;
}) {
  return (
    <p className={`text-xs leading-relaxed text-ink-muted ${className}`}>
      We use these details only {purpose}. Read our{' '}
      <Link to={paths.terms} className="font-medium text-brand-700 underline hover:text-brand-800">
        Terms and Conditions
      </Link>
      .
    </p>
  );
}

/**
 * Where the site keeps something in the browser without asking for details (the shortlist, the
 * listings to compare, the recently viewed), it says so there: nothing of it reaches us.
 */
export function KeptInBrowserNotice({ className = '' }: { className?: string }) {
  return (
    <p className={`text-xs leading-relaxed text-ink-muted ${className}`}>
      Your shortlist, the listings you compare and the ones you viewed recently are kept only in this browser,
      on this device. They are not sent to us; clearing this site&rsquo;s data removes them.
    </p>
  );
}
