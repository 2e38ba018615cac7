import { useEffect, useSyncExternalStore } from 'react';
import { company } from '@/config/company';
import { usePageAddress } from './usePageAddress';

/** What the floating chat button's message is about: a listing or project and its page. */
export interface ChatSubject {
  name: string;
  url: string;
}

/*
 * One subject at a time, set by the page on screen: a tiny store rather than a context, so the
 * layout's chat button reads it without every page being wrapped in a provider.
 */
let current: ChatSubject | null = null;
const listeners = new Set<() => void>();

function publish(subject: ChatSubject | null) {
  current = subject;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => current;
// The HTML rendered at build time has the plain chat link: no page has said what it shows yet.
const serverSnapshot = () => null;

/**
 * A listing or project page names itself (undefined while it loads): while it is on screen the
 * chat button's message names it and carries the page's full address. It clears on unmount.
 */
export function useChatAbout(name: string | undefined): void {
  const { url } = usePageAddress();
  const subject = name?.trim() ?? '';
  useEffect(() => {
    if (!subject) return;
    const mine: ChatSubject = { name: subject, url };
    publish(mine);
    return () => {
      // Another page may have taken over already.
      if (current === mine) publish(null);
    };
  }, [subject, url]);
}

/** The subject the page on screen has set, or null. */
export function useChatSubject(): ChatSubject | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** The message a visitor starts the chat with. */
export function chatMessage(subject: ChatSubject): string {
  return `Hello ${company.name}, I am interested in ${subject.name}: ${subject.url}`;
}

/** The company's messaging link, with the message about the subject when there is one. */
export function chatLink(subject: ChatSubject | null, messagingUrl: string = company.messagingUrl): string {
  if (!subject) return messagingUrl;
  const joiner = messagingUrl.includes('?') ? '&' : '?';
  return `${messagingUrl}${joiner}text=${encodeURIComponent(chatMessage(subject))}`;
}
