/** Server text is untrusted: a URL goes into src or href only when it is http(s). */
export function safeUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * safeUrl for an image's src: a path on the site stays a path, so the HTML rendered at build time
 * (where there is no page to resolve it against) and the browser's render agree.
 */
export function safeSrc(value: string | null | undefined): string | undefined {
  const url = safeUrl(value);
  if (!url || !value || /^\s*([a-z][a-z\d+.-]*:|\/\/)/i.test(value)) return url;
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
}

/**
 * Whether every %-escape of an address decodes. React Router passes a malformed one on raw (and a
 * record id from it would be nonsense): such an address shows the not-found page.
 */
export function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
