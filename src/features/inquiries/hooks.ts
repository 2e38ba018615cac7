import { useMutation } from '@tanstack/react-query';
import { sendInquiry } from './api';
import type { Inquiry, InquiryOrigin, SiteVisit } from './schema';

export interface SendInquiryInput {
  inquiry: Inquiry;
  origin: InquiryOrigin;
  /** A site visit asked for with it (listing pages). */
  visit?: SiteVisit;
  /** The hidden honeypot was filled: a bot, told the message went while nothing is sent. */
  trapped?: boolean;
}

/** A trapped submit goes through the same states, so a bot cannot tell it apart. */
export function useSendInquiry() {
  return useMutation({
    mutationFn: ({ inquiry, origin, visit, trapped }: SendInquiryInput) =>
      trapped ? Promise.resolve() : sendInquiry(inquiry, origin, visit),
  });
}
