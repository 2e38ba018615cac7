import { Suspense } from 'react';
import { Link } from 'react-router';
import { company, mailLink } from '@/config/company';
import { paths } from '@/config/paths';
import type { Messages } from '@/lib/i18n/catalogue';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';

/** The forms that send a visitor's details, each with its own notice. */
export type NoticeForm = keyof Omit<Messages<'dataUse'>['form'], 'withdraw' | 'readFull'>;

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-800';

function Notice({ form, className }: { form: NoticeForm; className: string }) {
  const words = useMessages('dataUse').form;
  const local = useLocalPath();
  const email = company.grievance.email;
  const [beforeEmail = '', afterEmail = ''] = words.withdraw.split('{email}');
  return (
    <p className={`text-xs leading-relaxed text-ink-muted ${className}`}>
      {words[form]} {beforeEmail}
      <a href={mailLink(email)} className={linkClass}>
        {email}
      </a>
      {afterEmail}{' '}
      <Link to={local(paths.privacy)} className={linkClass}>
        {words.readFull}
      </Link>
    </p>
  );
}

/**
 * The notice where details are collected, as India's DPDP Act asks: what this form sends, to whom
 * and why, how to withdraw, and the full notice. A form that opens on a click (the job
 * application, the shortlist's inquiry) may need the words loaded then: the form shows at once,
 * its notice a moment later.
 */
export function DataUseNotice({ form, className = '' }: { form: NoticeForm; className?: string }) {
  return (
    <Suspense fallback={null}>
      <Notice form={form} className={className} />
    </Suspense>
  );
}

/**
 * Where the site keeps something in the browser without asking for details (the shortlist, the
 * listings to compare, the recently viewed), it says so there: nothing of it reaches us.
 */
export function KeptInBrowserNotice({ className = '' }: { className?: string }) {
  const { keptInBrowser } = useMessages('listings').recentlyViewed;
  return <p className={`text-xs leading-relaxed text-ink-muted ${className}`}>{keptInBrowser}</p>;
}
