/** Saving a downloaded image under its gallery name (an object URL and an a[download]). */

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
};

/** How long the object URL stays alive: the browser reads it after the click returns. */
const REVOKE_AFTER_MS = 10_000;
const MAX_NAME_LENGTH = 100;

function extensionOf(url: string, type: string): string {
  let path = '';
  try {
    path = new URL(url, 'http://localhost/').pathname;
  } catch {
    path = '';
  }
  const match = /\.([a-z0-9]{2,5})$/i.exec(path);
  if (match?.[1]) return match[1].toLowerCase();
  return EXTENSION_BY_TYPE[type.split(';')[0]?.trim() ?? ''] ?? '';
}

/** 'Living room, Kalinga Heights' + '.../interior-1.svg' gives 'Living room, Kalinga Heights.svg'. */
export function downloadFileName(name: string, url: string, type = ''): string {
  const printable = Array.from(name, (char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('');
  const base =
    printable
      // Characters that file systems refuse in a name.
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '')
      .slice(0, MAX_NAME_LENGTH)
      .trim() || 'image';
  const extension = extensionOf(url, type);
  if (!extension || base.toLowerCase().endsWith(`.${extension}`)) return base;
  return `${base}.${extension}`;
}

/** Hands the blob to the browser as a file download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}
