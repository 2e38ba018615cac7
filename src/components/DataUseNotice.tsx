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
