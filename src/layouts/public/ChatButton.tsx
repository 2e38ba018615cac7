import { company } from '../../config/company';
import { ChatIcon } from '../../components/icons';

/** Opens a chat with the company phone in the messaging app, in a new tab. */
export function ChatButton() {
  return (
    <a
      href={company.messagingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed right-4 bottom-4 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-[#1f9d55] text-white shadow-lift transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
      aria-label={`Chat with ${company.name} (opens in a new tab)`}
    >
      <ChatIcon className="h-7 w-7" />
    </a>
  );
}
