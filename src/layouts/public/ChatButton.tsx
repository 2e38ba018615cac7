import { ChatIcon } from '@/components/icons';
import { useChatLink } from '@/lib/chatSubject';
import { useMessages } from '@/lib/i18n/useMessages';

// `chat-place` (src/index.css) stands it above a listing page's phone bar.
const PLACE = 'chat-place fixed right-4 z-30 h-14 w-14 sm:right-6';

/**
 * The chat link; about a listing, it starts with the message the listing's phone bar sends, in the
 * page's language. One element either way: a listing's name arriving (after hydration, or on a
 * visit) changes its address and label in place, so a tap or focus on it is never lost to a new one.
 */
export function ChatButton() {
  const frame = useMessages('frame');
  const { href, label } = useChatLink({ plain: frame.chatWith, about: frame.chatAbout });
  return (
    // A landmark of its own, so that everything on the page sits in one.
    <aside aria-label={frame.chat} className={PLACE}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-full w-full items-center justify-center rounded-full bg-[#1f9d55] text-white shadow-lift transition-transform hover:scale-105"
        aria-label={label}
      >
        <ChatIcon className="h-7 w-7" />
      </a>
    </aside>
  );
}
