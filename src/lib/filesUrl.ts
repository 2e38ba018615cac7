import { env } from '@/config/env';
import { safeUrl } from './url';

// Only files on the image host's origins are framed or shown inline: an applicant's link could go anywhere.
export function filesUrl(value: string | null | undefined): string | undefined {
  const url = safeUrl(value);
  return url && env.filesOrigins.includes(new URL(url).origin) ? url : undefined;
}
