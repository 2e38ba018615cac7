/**
 * The share menu's links, built from the page's title and its full address. Every part is
 * percent-encoded, so a title cannot add parameters or recipients to the link.
 */

/** A WhatsApp message with the title and the link, for the visitor to send to anyone. */
export function whatsappShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

/** An e-mail with the title as its subject and the link (after the optional text) as its body. */
export function emailShareUrl(title: string, url: string, text?: string): string {
  const body = text?.trim() ? `${text.trim()}\n\n${url}` : url;
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}

/** A user closing the system share sheet rejects with an AbortError: that is not a failure. */
export function isShareCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
