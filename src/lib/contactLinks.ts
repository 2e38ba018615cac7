/** Visitors' text: each part is encoded so it cannot add recipients or headers (?bcc=, &subject=). */

export function mailtoHref(email: string): string | undefined {
  const address = email.trim();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return undefined;
  const local = encodeURIComponent(address.slice(0, at));
  const domain = encodeURIComponent(address.slice(at + 1));
  return `mailto:${local}@${domain}`;
}

export function telHref(phone: string): string | undefined {
  const number = phone.trim();
  const digits = number.replace(/\D/g, '');
  if (!digits) return undefined;
  return `tel:${number.startsWith('+') ? '+' : ''}${digits}`;
}
