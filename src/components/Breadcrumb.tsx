import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ChevronRightIcon } from '@/components/icons';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';

export function Breadcrumb({
  trail = [],
  current,
  currentLang,
}: {
  trail?: { label: string; to: string }[];
  current: string;
  /** 'en' when the page's own name is the backend's, on a page in another language. */
  currentLang?: 'en';
}) {
  const shell = useMessages('shell');
  const local = useLocalPath();
  return (
    <nav aria-label={shell.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
        {[{ label: shell.nav.home, to: local(paths.home) }, ...trail].map((step) => (
          <Fragment key={step.label}>
            <li>
              <Link to={step.to} className="hover:text-brand-700 hover:underline">
                {step.label}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRightIcon className="h-3.5 w-3.5" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="font-medium text-ink-soft" lang={currentLang}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
