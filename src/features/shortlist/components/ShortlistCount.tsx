import { useShortlist } from '@/features/shortlist/store';
import { plural } from '@/lib/i18n/plural';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';

/**
 * The Shortlist link's name and count: its own small file, so the store stays out of every page's
 * first load. The link's visible word is hidden from screen readers and this names the link in one
 * piece ('Shortlist, 3 listings': a flex item of its own would add a space before the comma). The
 * badge keeps its place when empty (pre-rendered and hydrated empty), so the header does not move.
 */
export default function ShortlistCount() {
  const count = useShortlist().length;
  const shell = useMessages('shell');
  const language = useLanguage();
  return (
    <>
      <span className="sr-only">
        {count > 0 ? plural(language, shell.shortlistCount, count) : shell.shortlist}
      </span>
      <span
        aria-hidden="true"
        className={`inline-flex h-5 w-6 items-center justify-center rounded-full bg-accent-600 text-xs leading-none font-semibold text-white ${
          count > 0 ? '' : 'invisible'
        }`}
      >
        {count > 0 ? count : ''}
      </span>
    </>
  );
}
