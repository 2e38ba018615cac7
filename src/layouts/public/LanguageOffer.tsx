import { use } from 'react';
import { Link, useLocation } from 'react-router';
import { loadMessages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import { chooseLanguage, useChosenLanguage } from '@/lib/i18n/languageChoice';
import { LANGUAGE_NAMES } from '@/lib/i18n/languageNames';
import { isTranslated, pathIn, type Language } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/useMessages';

/** In the chosen language: the page in it, or "no thanks" (which keeps English). */
function Offer({ language, path }: { language: Language; path: string }) {
  const words = use(loadMessages(language, 'frame'));
  const name = LANGUAGE_NAMES[language];
  return (
    // Floats above the page's foot, beside the chat button, so the page does not move when it shows.
    <aside
      lang={language}
      aria-label={words.languages}
      className="chat-place fixed right-20 left-4 z-30 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900 shadow-lift sm:right-auto sm:max-w-sm"
    >
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span>{fill(words.languageOffer, { language: name })}</span>
        <Link
          to={pathIn(language, path)}
          className="font-semibold underline"
          onClick={() => chooseLanguage(language)}
        >
          {fill(words.languageOfferLink, { language: name })}
        </Link>
        <button type="button" className="underline" onClick={() => chooseLanguage('en')}>
          {words.languageOfferDismiss}
        </button>
      </p>
    </aside>
  );
}

/**
 * On an English page that is written in the language the visitor chose before, the offer to read
 * it in that language. Never a redirect: the visitor, or a crawler without the choice, stays on
 * the address they opened.
 */
export default function LanguageOffer() {
  const chosen = useChosenLanguage();
  const language = useLanguage();
  const location = useLocation();
  if (!chosen || chosen === 'en' || language !== 'en' || !isTranslated(location.pathname)) return null;
  return <Offer language={chosen} path={`${location.pathname}${location.search}`} />;
}
