import { company, mailLink, telLink } from '@/config/company';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon } from '@/components/icons';

const socialIcons = { Facebook: FacebookIcon, Instagram: InstagramIcon } as const;

export function TopBar() {
  return (
    // A landmark of its own above the sticky header, so that everything on the page sits in one.
    <aside aria-label="Contact" className="hidden bg-ink text-sm text-white/85 md:block">
      <div className="container-site flex h-10 items-center justify-between">
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
        <ul className="flex items-center gap-1" aria-label="Social media">
          {company.social.map((social) => {
            const Icon = socialIcons[social.name];
            return (
              <li key={social.name}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex rounded-full p-2 hover:bg-white/10 hover:text-white"
                  aria-label={`${company.name} on ${social.name} (opens in a new tab)`}
                >
                  <Icon className="h-4 w-4" />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </aside>
  );
}
