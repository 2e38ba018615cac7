import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { company, mailLink, telLink } from '@/config/company';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import { useMessages, useLocalPath } from '@/lib/i18n/useMessages';
import { Logo } from './Logo';

// Demo builds only: a build with a backend host carries none of its code (nor the dialog it opens).
const DemoDataReset = import.meta.env.VITE_API_HOST ? null : lazy(() => import('./DemoDataReset'));

/** A footer link's key: its name's key in the frame's `footer` words, and its page's in `paths`. */
type FooterLinkKey = keyof Messages<'frame'>['footer'] & keyof typeof paths;

const footerQuickLinks = ['home', 'about', 'properties', 'contact'] as const;
const footerServices = [
  'discoverProperties',
  'sellingService',
  'investmentServices',
  'plotSaleSupport',
] as const;
const footerExplore = [
  'blog',
  'gallery',
  'communities',
  'upcomingProjects',
  'faqs',
  'terms',
  'privacy',
] as const;

function LinkList({ title, links }: { title: string; links: readonly FooterLinkKey[] }) {
  const frame = useMessages('frame');
  const local = useLocalPath();
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((key) => (
          <li key={key}>
            <Link to={local(paths[key])} className="text-white/75 hover:text-white">
              {frame.footer[key]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const frame = useMessages('frame');
  // Laid out as the visitor nears it; until then it holds a little more than its height at the
  // common widths, so a scroll restored near the page's end is not cut short by a shorter stand-in.
  return (
    <footer className="render-when-near bg-ink text-sm text-white/75 [--near-height:76rem] sm:[--near-height:52rem] lg:[--near-height:34rem]">
      <div className="container-site grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo light belowFold />
          <p className="mt-4 max-w-xs leading-relaxed">
            {fill(frame.footerAbout, { tagline: frame.tagline, year: company.foundedYear })}
          </p>
          <address className="mt-6 space-y-3 not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-accent-300" />
              <span>
                {company.address.line1}, {company.address.line2}, {company.address.region}
              </span>
            </p>
            <p>
              <a href={mailLink(company.email)} className="flex gap-3 hover:text-white">
                <MailIcon className="h-5 w-5 shrink-0 text-accent-300" />
                {company.email}
              </a>
            </p>
            <p>
              <a href={telLink(company.phone)} className="flex gap-3 hover:text-white">
                <PhoneIcon className="h-5 w-5 shrink-0 text-accent-300" />
                {company.phone}
              </a>
            </p>
          </address>
        </div>
        <LinkList title={frame.quickLinks} links={footerQuickLinks} />
        <LinkList title={frame.services} links={footerServices} />
        <LinkList title={frame.explore} links={footerExplore} />
      </div>
      <div className="border-t border-white/10">
        {/* The last line stops above the chat button (and a listing page's phone bar). */}
        <div className="container-site flex flex-col items-center justify-between gap-3 clear-of-fixed pt-5 sm:flex-row">
          <p>{fill(frame.rights, { year, company: company.name })}</p>
          {DemoDataReset ? (
            <Suspense fallback={null}>
              <DemoDataReset />
            </Suspense>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
