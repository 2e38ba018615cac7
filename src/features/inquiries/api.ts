import type { Inquiry, InquiryOrigin, SiteVisit } from './schema';
import { inquiryTemplateParams } from './templateParams';

export async function sendInquiry(inquiry: Inquiry, origin: InquiryOrigin, visit?: SiteVisit): Promise<void> {
  const { sendEmail } = await import('@/lib/email');
  return sendEmail(inquiryTemplateParams(inquiry, origin, visit));
}
