import { company, mailLink, telLink } from '@/config/company';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon } from '@/components/icons';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';
import { LanguageSwitcher } from './LanguageSwitcher';

const socialIcons = { Facebook: FacebookIcon, Instagram: InstagramIcon } as const;

export function TopBar() {
  const frame = useMessages('frame');
  return (
    // Above the sticky header: the contact links, a landmark of their own so that everything on the
    // page sits in one, and the language switcher, which the header has no room for beside its menu.
    <div className="hidden bg-ink text-sm text-white/85 md:block">
      <div className="container-site flex h-10 items-center gap-4">
        <aside aria-label={frame.contactBar} className="flex flex-1 items-center justify-between gap-6">
          <div className="flex items-center gap-6">
            <a href={mailLink(company.email)} className="inline-flex items-center gap-2 hover:text-white">
              <MailIcon className="h-4 w-4" />
              {company.email}
            </a>
            <a href={telLink(company.phone)} className="inline-flex items-center gap-2 hover:text-white">
              <PhoneIcon className="h-4 w-4" />
              {company.phone}
            </a>
          </div>
          <ul className="flex items-center gap-1" aria-label={frame.socialMedia}>
            {company.social.map((social) => {
              const Icon = socialIcons[social.name];
              return (
                <li key={social.name}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex rounded-full p-2 hover:bg-white/10 hover:text-white"
                    aria-label={fill(frame.socialLink, { company: company.name, network: social.name })}
                  >
                    <Icon className="h-4 w-4" />
                  </a>
                </li>
              );
            })}
          </ul>
        </aside>
        <LanguageSwitcher dark />
      </div>
    </div>
  );
}
