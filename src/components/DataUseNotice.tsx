import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The notice under a form's submit button, at the moment details are collected (India's DPDP Act
 * asks for notice at collection): what the details are for, and where the terms are.
 */
export function DataUseNotice({
  purpose = 'to answer you',
  className = '',
}: {
  /** What the details are used for, completing 'We use these details only ...'. */
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
