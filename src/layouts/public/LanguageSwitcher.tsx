import { Link, useLocation } from 'react-router';
import { chooseLanguage, languageKeptByEarlyTap } from '@/lib/i18n/languageChoice';
import { LANGUAGE_NAMES } from '@/lib/i18n/languageNames';
import { englishPath, isTranslated, LANGUAGES, pathIn } from '@/lib/i18n/languages';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';

/** On the dark bar above the header, or on the light mobile menu; the page's own language marked. */
function languageLinkTone(dark: boolean, current: boolean): string {
  if (dark) return current ? 'bg-white/15 font-semibold text-white' : 'text-white/80 hover:text-white';
  return current ? 'bg-brand-50 font-semibold text-brand-700' : 'text-ink-soft hover:text-ink';
}

/**
 * The three languages, each named in its own script. Each link opens this page, with its query, in
 * that language; a page not yet written in it opens that language's home page. The choice is kept
 * (languageChoice.ts), so an English address later offers it; tapped before the app has started
 * too, when the link works as plain HTML (public/early-taps.js).
 */
export function LanguageSwitcher({ dark = false, onNavigate }: { dark?: boolean; onNavigate?: () => void }) {
  const frame = useMessages('frame');
  const current = useLanguage();
  const location = useLocation();
  const english = englishPath(location.pathname);
  const target = isTranslated(english) ? `${english}${location.search}${location.hash}` : '/';
  return (
    <nav aria-label={frame.languages}>
      <ul className="flex items-center gap-1 text-sm">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              to={pathIn(language, target)}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              {...languageKeptByEarlyTap(language)}
              onClick={() => {
                chooseLanguage(language);
                onNavigate?.();
              }}
              className={`inline-flex rounded-md px-2 py-1 ${languageLinkTone(dark, language === current)}`}
            >
              {LANGUAGE_NAMES[language]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
