/** Every part is percent-encoded, so a title cannot add parameters or recipients to the link. */

export function whatsappShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

export function emailShareUrl(title: string, url: string, text?: string): string {
  const body = text?.trim() ? `${text.trim()}\n\n${url}` : url;
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}

/** Closing the system share sheet rejects with an AbortError: not a failure. */
export function isShareCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
