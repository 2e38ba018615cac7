const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < KILOBYTE) return `${Math.round(bytes)} B`;
  const kilobytes = Math.round(bytes / KILOBYTE);
  // Rounded, 1,023.6 KB would read "1024 KB": from there it is megabytes.
  if (kilobytes < 1024) return `${kilobytes} KB`;
  return `${Number((bytes / MEGABYTE).toFixed(1))} MB`;
}
