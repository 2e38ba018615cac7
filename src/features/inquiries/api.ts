import type { Inquiry, InquiryOrigin } from './schema';
import { inquiryTemplateParams } from './templateParams';

export async function sendInquiry(inquiry: Inquiry, origin: InquiryOrigin): Promise<void> {
  const { sendEmail } = await import('@/lib/email');
  return sendEmail(inquiryTemplateParams(inquiry, origin));
}
