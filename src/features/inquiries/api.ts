import { sendEmail } from '../../lib/email';
import type { Inquiry } from './schema';

/** Sends an inquiry through the email service; `subject` names what it is about. */
export function sendInquiry(inquiry: Inquiry, subject: string): Promise<void> {
  return sendEmail({ ...inquiry, property: subject });
}
