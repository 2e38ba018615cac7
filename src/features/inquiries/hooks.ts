import { useMutation } from '@tanstack/react-query';
import { useHref, useLocation } from 'react-router';
import { sendInquiry } from './api';
import type { Inquiry, InquiryOrigin } from './schema';

export interface SendInquiryInput {
  inquiry: Inquiry;
  origin: InquiryOrigin;
  trapped?: boolean;
}

/** Required wording, its grammar included: do not reword. */
export const INQUIRY_SUCCESS = 'Your Details Has Been Received. We Will Contact You Soon!';
export const INQUIRY_FAILURE = 'Something Went Wrong!.Please Try Again';

/** A trapped submit goes through the same states, so a bot cannot tell it apart. */
export function useSendInquiry() {
  return useMutation({
    mutationFn: ({ inquiry, origin, trapped }: SendInquiryInput) =>
      trapped ? Promise.resolve() : sendInquiry(inquiry, origin),
  });
}

/** From the router on the window's origin: right under a memory router too, unlike window.location. */
export function usePageUrl(): string {
  const { pathname, search } = useLocation();
  const href = useHref({ pathname, search });
  return typeof window === 'undefined' ? href : new URL(href, window.location.origin).href;
}
