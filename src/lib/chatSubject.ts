import { useEffect, useSyncExternalStore } from 'react';
import { company } from '@/config/company';
import { fill } from './i18n/fill';
import { useMessages } from './i18n/useMessages';
import { usePageAddress } from './usePageAddress';

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
const serverSnapshot = () => null;

export function useChatAbout(name: string | undefined): void {
  const { url } = usePageAddress();
  const subject = name?.trim() ?? '';
  useEffect(() => {
    if (!subject) return;
    const mine: ChatSubject = { name: subject, url };
    publish(mine);
    return () => {
      if (current === mine) publish(null);
    };
  }, [subject, url]);
}

function useChatSubject(): ChatSubject | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** The chat's first message, with {company}, {subject} and {url}: a page in another language passes its own. */
const ENGLISH_CHAT_MESSAGE = 'Hello {company}, I am interested in {subject}: {url}';

export function chatMessage(subject: ChatSubject, template: string = ENGLISH_CHAT_MESSAGE): string {
  return fill(template, { company: company.name, subject: subject.name, url: subject.url });
}

export function chatLink(
  subject: ChatSubject | null,
  messagingUrl: string = company.messagingUrl,
  template?: string,
): string {
  if (!subject) return messagingUrl;
  const joiner = messagingUrl.includes('?') ? '&' : '?';
  return `${messagingUrl}${joiner}text=${encodeURIComponent(chatMessage(subject, template))}`;
}

/**
 * The chat's address on this page and its label: about the listing on screen (its message in the
 * page's language), else the plain one. The chat button and a listing's phone bar both link so.
 */
export function useChatLink(labels: { plain: string; about: string }): { href: string; label: string } {
  const subject = useChatSubject();
  const { chatMessage: template } = useMessages('shell');
  return {
    href: chatLink(subject, company.messagingUrl, template),
    label: subject
      ? fill(labels.about, { company: company.name, subject: subject.name })
      : fill(labels.plain, { company: company.name }),
  };
}
