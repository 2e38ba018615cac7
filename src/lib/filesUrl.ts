import { env } from '@/config/env';
import { safeUrl } from './url';

/**
 * The URL when it is served from one of the image host's files origins (VITE_FILES_ORIGIN), else
 * undefined: only such files are framed or shown inline (an applicant's link could point anywhere).
 */
export function filesUrl(value: string | null | undefined): string | undefined {
  const url = safeUrl(value);
  return url && env.filesOrigins.includes(new URL(url).origin) ? url : undefined;
}
