import { company } from '@/config/company';
import { ChatIcon } from '@/components/icons';
import { chatLink, useChatSubject } from '@/lib/chatSubject';

// `chat-place` (src/index.css) stands it above a listing page's phone bar.
const PLACE = 'chat-place fixed right-4 z-30 h-14 w-14 sm:right-6';

export function ChatButton() {
  const subject = useChatSubject();
  const about = subject ? ` about ${subject.name}` : '';
  return (
    // A landmark of its own, so that everything on the page sits in one.
    <aside aria-label="Chat" className={PLACE}>
      <a
        href={chatLink(subject)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-full w-full items-center justify-center rounded-full bg-[#1f9d55] text-white shadow-lift transition-transform hover:scale-105"
        aria-label={`Chat with ${company.name}${about} (opens in a new tab)`}
      >
        <ChatIcon className="h-7 w-7" />
      </a>
    </aside>
  );
}
