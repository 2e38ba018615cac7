/** An inquiry about a property, sent through the email service. */
export interface Inquiry {
  name: string;
  email: string;
  phone: string;
  message: string;
}
