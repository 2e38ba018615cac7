import { fileExtension } from '@/lib/saveFile';
import { safeUrl } from '@/lib/url';

export type ResumeKind = 'pdf' | 'image' | 'other';

const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.avif', '.bmp', '.svg'];

/** The file's extension from its URL path (query and fragment ignored), lower case, with the dot. */
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

/** How a resume can be previewed: PDFs in an embedded viewer, images inline, anything else not. */
export function resumeKind(url: string): ResumeKind {
  const extension = extensionOf(url);
  if (extension === '.pdf') return 'pdf';
  if (IMAGE_EXTENSIONS.includes(extension)) return 'image';
  return 'other';
}

/**
 * A safe file name for the download: the applicant's name (letters and digits only) and the file's
 * own extension, from its URL or else from its type.
 */
export function resumeFileName(applicant: string, url: string, type = ''): string {
  const base =
    applicant
      .trim()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'applicant';
  const extension = fileExtension(url, type);
  return `${base}-resume${extension ? `.${extension}` : ''}`;
}

/** The resume's URL when it may be shown or downloaded (http(s) only), else undefined. */
export const resumeUrl = (value: string) => safeUrl(value);

/** A letter cut to `max` characters at a word boundary, with an ellipsis when it was cut. */
export function truncateText(value: string, max: number): { text: string; cut: boolean } {
  const clean = value.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return { text: clean, cut: false };
  const slice = clean.slice(0, max);
  const space = slice.lastIndexOf(' ');
  return { text: `${(space > max * 0.6 ? slice.slice(0, space) : slice).trimEnd()}…`, cut: true };
}
