import { use } from 'react';
import { Link, useLocation } from 'react-router';
import { loadMessages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import { chooseLanguage, useChosenLanguage } from '@/lib/i18n/languageChoice';
import { LANGUAGE_NAMES } from '@/lib/i18n/languageNames';
import { isTranslated, pathIn, type Language } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/useMessages';

/** One line in the chosen language: the page in it, or "no thanks" (which keeps English). */
function Offer({ language, path }: { language: Language; path: string }) {
  const words = use(loadMessages(language, 'frame'));
  const name = LANGUAGE_NAMES[language];
  return (
    <aside lang={language} aria-label={words.languages} className="bg-brand-50 text-sm text-brand-900">
      <p className="container-site flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
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
