import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { company, mailLink, telLink } from '@/config/company';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { Logo } from './Logo';

// Demo builds only: a build with a backend host carries none of its code (nor the dialog it opens).
const DemoDataReset = import.meta.env.VITE_API_HOST ? null : lazy(() => import('./DemoDataReset'));

const footerQuickLinks = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  { label: 'Properties', to: paths.properties },
  { label: 'Contact', to: paths.contact },
] as const;

const footerServices = [
  { label: 'Discover Properties', to: paths.discoverProperties },
  { label: 'Selling Service', to: paths.sellingService },
  { label: 'Investment Services', to: paths.investmentServices },
  { label: 'Plot Sale Support', to: paths.plotSaleSupport },
] as const;

const footerExplore = [
  { label: 'Blog', to: paths.blog },
  { label: 'Showcase Gallery', to: paths.gallery },
  { label: 'Community', to: paths.communities },
  { label: 'Upcoming Projects', to: paths.upcomingProjects },
  { label: 'FAQs', to: paths.faqs },
  { label: 'Terms and Conditions', to: paths.terms },
] as const;

function LinkList({ title, links }: { title: string; links: readonly { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-white/75 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-sm text-white/75">
      <div className="container-site grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo light belowFold />
          <p className="mt-4 max-w-xs leading-relaxed">
            {company.tagline}. Since {company.foundedYear}, families and investors have trusted us with homes
            and land in and around Bhubaneswar.
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
        <LinkList title="Quick Links" links={footerQuickLinks} />
        <LinkList title="Services" links={footerServices} />
        <LinkList title="Explore" links={footerExplore} />
      </div>
      <div className="border-t border-white/10">
        {/* The last line stops above the chat button (and a listing page's phone bar). */}
        <div className="container-site flex flex-col items-center justify-between gap-3 clear-of-fixed pt-5 sm:flex-row">
          <p>
            © {year} {company.name}. All rights reserved.
          </p>
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
