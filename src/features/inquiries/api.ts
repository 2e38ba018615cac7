import type { Inquiry, InquiryOrigin } from './schema';
import { inquiryTemplateParams } from './templateParams';

/**
 * Sends an inquiry through the email service with where it came from (templateParams.ts). The
 * email client loads with the first inquiry, not with every page.
 */
export async function sendInquiry(inquiry: Inquiry, origin: InquiryOrigin): Promise<void> {
  const { sendEmail } = await import('@/lib/email');
  return sendEmail(inquiryTemplateParams(inquiry, origin));
}
