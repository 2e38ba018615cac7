import { paths } from '@/config/paths';
import type { Job } from '@/features/careers/schema';

/** The query key of a link that opens one position's apply dialog: /career?role=Telecaller. */
export const ROLE_PARAM = 'role';

/** The position a ?role= value names: its role name in any case, spaces around it ignored. */
export function jobForRole(jobs: readonly Job[], role: string | null | undefined): Job | undefined {
  const wanted = role?.trim().toLowerCase();
  if (!wanted) return undefined;
  return jobs.find((job) => job.role.trim().toLowerCase() === wanted);
}

/** The full address that opens a position's apply dialog, on the site at `origin`. */
export function jobLink(origin: string, job: Job): string {
  const url = new URL(paths.career, origin);
  url.searchParams.set(ROLE_PARAM, job.role);
  return url.href;
}
