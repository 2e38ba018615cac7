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

/** A site path stays a path, so the build-time HTML (no page to resolve it against) and the browser agree. */
export function safeSrc(value: string | null | undefined): string | undefined {
  const url = safeUrl(value);
  if (!url || !value || /^\s*([a-z][a-z\d+.-]*:|\/\/)/i.test(value)) return url;
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
}

/** React Router passes a malformed escape on raw, and a record id read from it would be nonsense. */
export function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
