import { MailIcon, PhoneIcon } from '@/components/icons';
import { company, mailLink, telLink } from '@/config/company';
import { CALLBACK_HOURS } from '@/config/constants';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';

type ContactWords = Messages<'building'>['contact'];

/**
 * A call-back hour as the config writes it ('9 am') in the page's words: its number and its half of
 * the day, which each language places around the number in its own way.
 */
function hourIn(words: ContactWords, time: string): string {
  const [hour = time, half] = time.split(' ');
  if (half === 'am') return fill(words.hourAm, { hour });
  if (half === 'pm') return fill(words.hourPm, { hour });
  return time;
}

export function ContactCard() {
  const { contact: words } = useMessages('building');
  return (
    <section aria-labelledby="contact-card-title" className="rounded-2xl bg-ink p-6 text-white shadow-card">
      <h2 id="contact-card-title" className="text-xl font-semibold text-white">
        {words.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-white/85">
        {fill(words.text, {
          from: hourIn(words, CALLBACK_HOURS.from),
          to: hourIn(words, CALLBACK_HOURS.to),
        })}
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
