import type { Inquiry } from './schema';

/**
 * Sends an inquiry through the email service; `subject` names what it is about. The email client
 * loads with the first inquiry, not with every page.
 */
export async function sendInquiry(inquiry: Inquiry, subject: string): Promise<void> {
  const { sendEmail } = await import('../../lib/email');
  return sendEmail({ ...inquiry, property: subject });
}
