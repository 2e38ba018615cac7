import { ChatIcon, PhoneIcon } from '@/components/icons';
import { HomeIcon } from '@/components/listingIcons';
import { company, telLink } from '@/config/company';
import { useChatLink } from '@/lib/chatSubject';
import { useMessages } from '@/lib/i18n/useMessages';
import { askForSiteVisit } from '@/features/inquiries/siteVisitRequest';

const ACTION =
  'flex h-12 min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg text-xs font-semibold transition-colors';

/**
 * On phones, the ways to act on a listing within a thumb's reach: call the sales team, message
 * about this listing (the chat button's link) or ask for a site visit in the page's inquiry form.
 * Its presence sets --bottom-bar (src/index.css), which lifts the chat button and pads the page.
 */
export function ListingContactBar() {
  const words = useMessages('inquiry').bar;
  const whatsApp = useChatLink({ plain: words.whatsAppLabel, about: words.whatsAppAboutLabel });
  return (
    <section
      aria-label={words.label}
      data-bottom-bar=""
      className="fixed inset-x-0 bottom-0 z-30 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-6px_20px_-10px_rgb(19_33_58/0.35)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto grid h-16 max-w-xl grid-cols-3 items-center gap-2 px-3">
        <a
          href={telLink(company.salesPhone)}
          aria-label={words.callLabel}
          className={`${ACTION} border border-brand-600 text-brand-700 hover:bg-brand-50`}
        >
          <PhoneIcon className="h-5 w-5" />
          {words.call}
        </a>
        <a
          href={whatsApp.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={whatsApp.label}
          className={`${ACTION} border border-brand-600 text-brand-700 hover:bg-brand-50`}
        >
          <ChatIcon className="h-5 w-5 text-[#1f9d55]" />
          {/* The service's name, the same in every language. */}
          WhatsApp
        </a>
        <button
          type="button"
          onClick={askForSiteVisit}
          aria-label={words.visitLabel}
          className={`${ACTION} bg-accent-600 text-white hover:bg-accent-700`}
        >
          <HomeIcon className="h-5 w-5" />
          {words.visit}
        </button>
      </div>
    </section>
  );
}
