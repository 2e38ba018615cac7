/**
 * `mailto:` and `tel:` links from text that may come from anyone (an applicant's e-mail and phone):
 * each part is encoded so the text cannot add recipients or headers (`?bcc=`, `&subject=`, `,`)
 * or turn into another kind of link. Undefined when nothing usable is left.
 */

/** `mailto:` for one address: its local part and its domain each percent-encoded. */
export function mailtoHref(email: string): string | undefined {
  const address = email.trim();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return undefined;
  const local = encodeURIComponent(address.slice(0, at));
  const domain = encodeURIComponent(address.slice(at + 1));
  return `mailto:${local}@${domain}`;
}

/** `tel:` with the digits only, and a leading + when the number starts with one. */
export function telHref(phone: string): string | undefined {
  const number = phone.trim();
  const digits = number.replace(/\D/g, '');
  if (!digits) return undefined;
  return `tel:${number.startsWith('+') ? '+' : ''}${digits}`;
}
