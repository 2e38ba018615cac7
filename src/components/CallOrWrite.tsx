import { Link } from 'react-router';
import { PhoneLink } from '@/components/PhoneLink';
import { paths } from '@/config/paths';
import { useLocalPath } from '@/lib/i18n/useMessages';

/** A dark panel's two ways to reach the office: its phone number, then a button to the contact page. */
export function CallOrWrite({
  label,
  phoneClassName,
  buttonClassName,
}: {
  label: string;
  /** The number's space above it. */
  phoneClassName: string;
  buttonClassName: string;
}) {
  const local = useLocalPath();
  return (
    <>
      <PhoneLink
        className={`${phoneClassName} inline-flex items-center gap-2 text-lg font-semibold text-white hover:underline`}
        iconClassName="h-5 w-5"
      />
      <Link to={local(paths.contact)} className={`btn mt-5 w-full ${buttonClassName}`}>
        {label}
      </Link>
    </>
  );
}
