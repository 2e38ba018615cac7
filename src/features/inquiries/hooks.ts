import { useMutation } from '@tanstack/react-query';
import { sendInquiry } from './api';
import type { Inquiry } from './schema';

export interface SendInquiryInput {
  inquiry: Inquiry;
  /** What the inquiry is about (a building's name, 'Contact page' ...). */
  subject: string;
}

/** SPEC.md §8: the inquiry form's success and failure texts, word for word. */
export const INQUIRY_SUCCESS = 'Your Details Has Been Received. We Will Contact You Soon!';
export const INQUIRY_FAILURE = 'Something Went Wrong!.Please Try Again';

/**
 * Sends an inquiry through the email service. Callers read `isPending` (the button reads
 * 'Please Wait..'), `isSuccess` and `isError`, and call `reset()` when the visitor types again.
 */
export function useSendInquiry() {
  return useMutation({
    mutationFn: ({ inquiry, subject }: SendInquiryInput) => sendInquiry(inquiry, subject),
  });
}
