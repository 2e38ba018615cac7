import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { loadedMessages, loadMessages } from '@/lib/i18n/catalogue';
import { useLanguage, useLocalPath } from '@/lib/i18n/useMessages';
import { ENGLISH_ERROR_WORDS, type RouteErrorWords } from './routeErrorMeta';

/**
 * The error page's words in the page's language: at once in English, else once the language's
 * 'fallback' words have loaded (nothing is shown until then). If they cannot load (a new deployment
 * renamed their file, the connection dropped), English: the only words the page has without loading.
 */
function useRouteErrorWords(): RouteErrorWords | undefined {
  const language = useLanguage();
  const [words, setWords] = useState<RouteErrorWords | undefined>(() =>
    language === 'en' ? ENGLISH_ERROR_WORDS : loadedMessages(language, 'fallback'),
  );
  useEffect(() => {
    if (words) return;
    let shown = true;
    loadMessages(language, 'fallback').then(
      (loaded) => shown && setWords(loaded),
      () => shown && setWords(ENGLISH_ERROR_WORDS),
    );
    return () => {
      shown = false;
    };
  }, [language, words]);
  return words;
}

export function RouteErrorPage() {
  const error = useRouteError();
  const words = useRouteErrorWords();
  const localPath = useLocalPath();
  // A new deployment renames chunks; an old tab then fails to load a route and a reload fixes it.
  const staleChunk =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <main className="container-site flex min-h-[70vh] flex-col items-center justify-center gap-4 py-16 text-center">
      {words ? (
        <>
          <h1 className="text-3xl sm:text-4xl">{words.errorTitle}</h1>
          <p className="max-w-md text-ink-soft">
            {staleChunk
              ? words.updatedText
              : isRouteErrorResponse(error)
                ? `${error.status} ${error.statusText}`
                : words.errorText}
          </p>
          <div className="flex gap-3">
            <button type="button" className="btn-outline" onClick={() => window.location.reload()}>
              {words.reload}
            </button>
            <Link to={localPath(paths.home)} className="btn-primary" reloadDocument>
              {words.goHome}
            </Link>
          </div>
        </>
      ) : null}
    </main>
  );
}
