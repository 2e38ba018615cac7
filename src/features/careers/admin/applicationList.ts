import { company } from '@/config/company';
import type { ListQuery } from '@/components/admin/useAdminList';
import type { JobApplication } from '@/features/careers/schema';
import { byNewest } from '@/lib/byNewest';
import { officeClock } from '@/lib/officeClock';

export const APPLICATION_FILTERS = { role: '' };

export type ApplicationQuery = ListQuery<keyof typeof APPLICATION_FILTERS>;

const digits = (text: string) => text.replace(/\D/g, '');

export function matchesApplication(application: JobApplication, { q, role }: ApplicationQuery): boolean {
  if (role && application.jobData.role !== role) return false;
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  const { name, email, phone, jobData } = application;
  // '94370 12345' finds '9437012345': phone numbers are compared by their digits.
  const needleDigits = digits(needle);
  return (
    [name, email, phone, jobData.role].some((field) => field.toLowerCase().includes(needle)) ||
    (needleDigits.length >= 3 && digits(phone).includes(needleDigits))
  );
}

const appliedAt = (application: JobApplication) => Date.parse(application.createdAt);

export const newestFirst = byNewest(appliedAt);

// The office's clock, not the browser's: an administrator abroad or on a laptop set to UTC sees what the office does.
const { timeZone } = company;
const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
const TIME = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone });

/** '12 May 2026' and '3:54 pm' in the office's own time zone; null without a date. */
export function appliedOnText(application: JobApplication): { date: string; time: string } | null {
  const at = appliedAt(application);
  if (Number.isNaN(at)) return null;
  return { date: DATE.format(at), time: TIME.format(at) };
}

export function appliedRoles(applications: readonly JobApplication[]): string[] {
  const roles = new Set(applications.map((application) => application.jobData.role).filter(Boolean));
  return [...roles].sort((a, b) => a.localeCompare(b));
}

export const EXPORT_HEADER = ['Applied on', 'Name', 'Email', 'Phone', 'Role', 'Type', 'Letter', 'Resume URL'];

export function exportRow(application: JobApplication, origin: string): string[] {
  const at = appliedAt(application);
  let resume = application.resume;
  try {
    if (resume) resume = new URL(resume, origin).href;
  } catch {
    // Not a URL the browser can read: exported as the backend gave it.
  }
  return [
    Number.isNaN(at) ? '' : officeDateTime(at),
    application.name,
    application.email,
    application.phone,
    application.jobData.role,
    application.jobData.type,
    application.jobLetter,
    resume,
  ];
}

/** 'YYYY-MM-DD HH:mm' on the office's clock. */
function officeDateTime(at: number): string {
  const { date, time } = officeClock(at);
  return `${date} ${time}`;
}

export function exportFileName(now: Date): string {
  return `job-applications-${officeClock(now.getTime()).date}.csv`;
}
