import { useMutation } from '@tanstack/react-query';
import { useHref, useLocation } from 'react-router';
import { sendInquiry } from './api';
import type { Inquiry, InquiryOrigin } from './schema';

export interface SendInquiryInput {
  inquiry: Inquiry;
  /** What the inquiry is about and the page it was sent from. */
  origin: InquiryOrigin;
  /** The form's hidden honeypot was filled: a bot. It is told the message went, and nothing is sent. */
  trapped?: boolean;
}

/**
 * Sends an inquiry through the email service. Callers read `isPending` (the button reads
 * 'Please Wait..'), `isSuccess` and `isError`, and call `reset()` when the visitor types again.
 * A trapped submit goes through the same states, so a bot cannot tell it apart.
 */
export function useSendInquiry() {
  return useMutation({
    mutationFn: ({ inquiry, origin, trapped }: SendInquiryInput) =>
      trapped ? Promise.resolve() : sendInquiry(inquiry, origin),
  });
}

/**
 * The absolute address of the page being shown. Read from the router (with its basename) on the
 * window's origin: the same as window.location.href in the browser, and right under a memory
 * router too.
 */
export function usePageUrl(): string {
  const { pathname, search } = useLocation();
  const href = useHref({ pathname, search });
  return typeof window === 'undefined' ? href : new URL(href, window.location.origin).href;
}
