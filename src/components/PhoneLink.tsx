import { company, telLink } from '@/config/company';
import { PhoneIcon } from '@/components/icons';

/** The office number with its phone icon, a tap away from a call. */
export function PhoneLink({ className, iconClassName }: { className: string; iconClassName: string }) {
  return (
    <a href={telLink(company.phone)} className={className}>
      <PhoneIcon className={iconClassName} />
      {company.phone}
    </a>
  );
}
