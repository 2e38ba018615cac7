import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { company } from '@/config/company';

export interface ChatSubject {
  name: string;
  url: string;
}

// A module-level store, not a context: the layout's chat button reads it without a provider around pages.
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
const serverSnapshot = () => null;

export function useChatAbout(name: string | undefined): void {
  const { pathname, search, hash } = useLocation();
  const subject = name?.trim() ?? '';
  useEffect(() => {
    if (!subject) return;
    // Read on mount, not on render: the router has written the new address by then.
    const mine: ChatSubject = { name: subject, url: window.location.href };
    publish(mine);
    return () => {
      // Another page may have taken over already.
      if (current === mine) publish(null);
    };
  }, [subject, pathname, search, hash]);
}

export function useChatSubject(): ChatSubject | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

export function chatMessage(subject: ChatSubject): string {
  return `Hello ${company.name}, I am interested in ${subject.name}: ${subject.url}`;
}

export function chatLink(subject: ChatSubject | null, messagingUrl: string = company.messagingUrl): string {
  if (!subject) return messagingUrl;
  const joiner = messagingUrl.includes('?') ? '&' : '?';
  return `${messagingUrl}${joiner}text=${encodeURIComponent(chatMessage(subject))}`;
}
