/** A file size as people read it: "68 B", "320 KB", "1.2 MB" (binary units, as the upload limit). */
const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < KILOBYTE) return `${Math.round(bytes)} B`;
  const kilobytes = Math.round(bytes / KILOBYTE);
  // 1,023.6 KB would read "1024 KB": from there it is megabytes.
  if (kilobytes < 1024) return `${kilobytes} KB`;
  // One decimal, without a trailing ".0" ("8 MB", "8.4 MB").
  return `${Number((bytes / MEGABYTE).toFixed(1))} MB`;
}
