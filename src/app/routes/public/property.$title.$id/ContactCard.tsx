import { MailIcon, PhoneIcon } from '@/components/icons';
import { company, mailLink, telLink } from '@/config/company';
import { CALLBACK_HOURS } from '@/config/constants';

export function ContactCard() {
  return (
    <section aria-labelledby="contact-card-title" className="rounded-2xl bg-ink p-6 text-white shadow-card">
      <h2 id="contact-card-title" className="text-xl font-semibold text-white">
        Talk To Our Sales Team
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-white/85">
        Prices, site visits, home loans: call us, we answer every day from {CALLBACK_HOURS.from} to{' '}
        {CALLBACK_HOURS.to}.
      </p>
      <a
        href={telLink(company.salesPhone)}
        className="mt-5 flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3 font-semibold text-white hover:bg-white/15"
      >
        <PhoneIcon className="h-5 w-5 text-accent-300" />
        {company.salesPhone}
      </a>
      <a
        href={mailLink(company.email)}
        className="mt-3 flex items-center gap-3 rounded-xl px-4 py-2 text-sm text-white/90 hover:bg-white/10"
      >
        <MailIcon className="h-5 w-5 text-accent-300" />
        {company.email}
      </a>
    </section>
  );
}
