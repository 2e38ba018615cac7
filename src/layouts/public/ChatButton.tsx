import { company } from '@/config/company';
import { ChatIcon } from '@/components/icons';
import { chatLink, useChatSubject, type ChatSubject } from '@/lib/chatSubject';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';

// `chat-place` (src/index.css) stands it above a listing page's phone bar.
const PLACE = 'chat-place fixed right-4 z-30 h-14 w-14 sm:right-6';

function ChatLink({ href, label }: { href: string; label: string }) {
  const frame = useMessages('frame');
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

/** About a listing: the chat starts with the message the listing's phone bar sends, in the page's language. */
function ChatAbout({ subject }: { subject: ChatSubject }) {
  const frame = useMessages('frame');
  const { chatMessage } = useMessages('shell');
  return (
    <ChatLink
      href={chatLink(subject, company.messagingUrl, chatMessage)}
      label={fill(frame.chatAbout, { company: company.name, subject: subject.name })}
    />
  );
}

export function ChatButton() {
  const subject = useChatSubject();
  const frame = useMessages('frame');
  return subject ? (
    <ChatAbout subject={subject} />
  ) : (
    <ChatLink href={company.messagingUrl} label={fill(frame.chatWith, { company: company.name })} />
  );
}
