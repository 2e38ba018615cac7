import { paths } from '@/config/paths';
import type { Job } from '@/features/careers/schema';

export const ROLE_PARAM = 'role';

export function jobForRole(jobs: readonly Job[], role: string | null | undefined): Job | undefined {
  const wanted = role?.trim().toLowerCase();
  if (!wanted) return undefined;
  return jobs.find((job) => job.role.trim().toLowerCase() === wanted);
}

/** The career page at `page` (its address in the page's language) opening `job`, named as stored. */
export function jobLink(origin: string, job: Job, page: string = paths.career): string {
  const url = new URL(page, origin);
  url.searchParams.set(ROLE_PARAM, job.role);
  return url.href;
}
