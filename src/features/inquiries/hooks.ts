import { useMutation } from '@tanstack/react-query';
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
