import { createContext, use, useContext } from 'react';
import { useLocation } from 'react-router';
import { loadMessages, messagesKey, type Messages, type Namespace } from './catalogue';
import { languageOfPath, localPath, type Language } from './languages';

/** The page's language, from its address. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/**
 * Where the build notes the namespaces a page is written with, so the page can name them and the
 * browser load them with the app (src/app/entry.server.tsx); nothing in the browser.
 */
export const UsedMessages = createContext<Set<string> | null>(null);

/**
 * A namespace's words in the page's language. Waits (Suspense) while they load: a navigation keeps
 * the page it leaves until they are in; the first page has them before the app starts.
 */
export function useMessages<N extends Namespace>(namespace: N): Messages<N> {
  const language = useLanguage();
  useContext(UsedMessages)?.add(messagesKey(language, namespace));
  return use(loadMessages(language, namespace));
}

/**
 * The `lang` of what the backend holds (names, places, posts: entered in English) on this page:
 * 'en' on a page in another language; nothing on an English page, whose own `lang` says it.
 */
export function useBackendLang(): 'en' | undefined {
  return useLanguage() === 'en' ? undefined : 'en';
}

/** Links from this page: to a page in the same language where it is written in it. */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localPath(language, path);
}
