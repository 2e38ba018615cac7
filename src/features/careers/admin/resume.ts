import { safeUrl } from '@/lib/url';

export type ResumeKind = 'pdf' | 'image' | 'other';

const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.avif', '.bmp', '.svg'];

function extensionOf(url: string): string {
  let path = url;
  try {
    path = new URL(url, 'http://localhost/').pathname;
  } catch {
    path = url.split(/[?#]/)[0] ?? '';
  }
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  return dot < 0 ? '' : file.slice(dot).toLowerCase();
}

export function resumeKind(url: string): ResumeKind {
  const extension = extensionOf(url);
  if (extension === '.pdf') return 'pdf';
  if (IMAGE_EXTENSIONS.includes(extension)) return 'image';
  return 'other';
}

/** The extension is the one the file's bytes show, never its address's. */
export function resumeFileName(applicant: string, extension: string): string {
  const base =
    applicant
      .trim()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'applicant';
  return `${base}-resume.${extension}`;
}

export const resumeUrl = (value: string) => safeUrl(value);

export function truncateText(value: string, max: number): { text: string; cut: boolean } {
  const clean = value.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return { text: clean, cut: false };
  const slice = clean.slice(0, max);
  const space = slice.lastIndexOf(' ');
  return { text: `${(space > max * 0.6 ? slice.slice(0, space) : slice).trimEnd()}…`, cut: true };
}
