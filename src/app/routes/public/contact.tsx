import type { ReactNode } from 'react';
import { MapEmbed } from '@/components/MapEmbed';
import { PageHero } from '@/components/PageHero';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { company, mailLink, telLink } from '@/config/company';
import { ContactForm } from '@/features/inquiries/components/ContactForm';
import { paths } from '@/config/paths';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';
import { translatedPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ location }) =>
  translatedPageMeta(location.pathname, 'contact', (contact) => ({
    title: contact.title,
    description: fill(contact.description, { company: company.name }),
    path: paths.contact,
  }));

function ContactItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 shadow-card">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <h3 className="font-sans text-sm font-semibold tracking-wider text-ink-muted uppercase">{title}</h3>
        <div className="mt-1 text-ink">{children}</div>
      </div>
    </li>
  );
}

export default function ContactPage() {
  const { address } = company;
  const words = useMessages('contact');
  return (
    <>
      <PageHero title={words.title} eyebrow={words.eyebrow} intro={words.intro} />

      <div className="container-site grid gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_1.3fr]">
        <section aria-labelledby="reach-heading">
          <h2 id="reach-heading" className="text-2xl sm:text-3xl">
            {words.reach}
          </h2>
          <ul className="mt-6 space-y-4">
            <ContactItem icon={<MailIcon className="h-5 w-5" />} title={words.email}>
              <a href={mailLink(company.email)} className="font-medium text-brand-700 hover:underline">
                {company.email}
              </a>
            </ContactItem>
            <ContactItem icon={<PhoneIcon className="h-5 w-5" />} title={words.phone}>
              <a href={telLink(company.phone)} className="font-medium text-brand-700 hover:underline">
                {company.phone}
              </a>
            </ContactItem>
            <ContactItem icon={<MapPinIcon className="h-5 w-5" />} title={words.office}>
              <address className="not-italic">
                {address.line1}
                <br />
                {address.line2}
                <br />
                {address.region}
              </address>
            </ContactItem>
          </ul>

          <div className="mt-6">
            <MapEmbed title={fill(words.map, { company: company.name })} src={company.map.embedUrl}>
              <span className="text-ink-muted">{address.line2}</span>
              <a
                href={company.map.link}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 hover:underline"
              >
                {words.openMap}
                <span className="sr-only">{words.newTab}</span>
              </a>
            </MapEmbed>
          </div>
        </section>

        <ContactForm />
      </div>
    </>
  );
}
