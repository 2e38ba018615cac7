import type { ReactNode } from 'react';
import { UsedMessages } from '@/lib/i18n/useMessages';

/**
 * Around a part the browser hydrates after the first screen (a lazy part): the page does not name
 * its words among those loaded before the app starts, so they load with the part's code instead of
 * weighing on every page's first load. The part keeps its pre-rendered HTML until both are in.
 */
export function WordsLoadedLater({ children }: { children: ReactNode }) {
  return <UsedMessages value={null}>{children}</UsedMessages>;
}
