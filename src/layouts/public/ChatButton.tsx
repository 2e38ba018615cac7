import { company } from '@/config/company';
import { ChatIcon } from '@/components/icons';
import { chatLink, useChatSubject } from '@/lib/chatSubject';

/*
 * SPEC.md asks for a floating button: it floats at the bottom right at every width, above the
 * page (a page scrolls out from under it).
 */
const PLACE = 'fixed right-4 bottom-4 z-30 h-14 w-14 sm:right-6 sm:bottom-6';

/**
 * Opens a chat with the company phone in the messaging app, in a new tab. On a listing or project
 * page the message names it and carries its link.
 */
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
