/** The job applications list: its filters, its order and its export (issue 16). */
import type { ListQuery } from '@/components/admin/useAdminList';
import type { JobApplication } from '@/features/careers/schema';
import { byNewest } from '@/lib/byNewest';

/** The list's filters by field name (the search over name, e-mail, phone and role is `q`). */
export const APPLICATION_FILTERS = { role: '' };

export type ApplicationQuery = ListQuery<keyof typeof APPLICATION_FILTERS>;

const digits = (text: string) => text.replace(/\D/g, '');

/** Whether the list shows an application: the search text is in its name, e-mail, phone or role. */
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

/** When an application was sent, in milliseconds; NaN when the backend gave no usable date. */
const appliedAt = (application: JobApplication) => Date.parse(application.createdAt);

/** The list's order (a comparator): newest first, applications without a date last. */
export const newestFirst = byNewest(appliedAt);

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/** '12 May 2026' and '3:54 pm' in the office's own time zone; null without a date. */
export function appliedOnText(application: JobApplication): { date: string; time: string } | null {
  const at = appliedAt(application);
  if (Number.isNaN(at)) return null;
  return { date: DATE.format(at), time: TIME.format(at) };
}

/** The roles to filter by: every role applied for, in alphabetical order. */
export function appliedRoles(applications: readonly JobApplication[]): string[] {
  const roles = new Set(applications.map((application) => application.jobData.role).filter(Boolean));
  return [...roles].sort((a, b) => a.localeCompare(b));
}

export const EXPORT_HEADER = ['Applied on', 'Name', 'Email', 'Phone', 'Role', 'Type', 'Letter', 'Resume URL'];

/** One CSV row an application; the resume as a full URL, so it opens from the spreadsheet. */
export function exportRow(application: JobApplication, origin: string): string[] {
  const at = appliedAt(application);
  let resume = application.resume;
  try {
    if (resume) resume = new URL(resume, origin).href;
  } catch {
    // Not a URL the browser can read: exported as the backend gave it.
  }
  return [
    Number.isNaN(at) ? '' : localDateTime(new Date(at)),
    application.name,
    application.email,
    application.phone,
    application.jobData.role,
    application.jobData.type,
    application.jobLetter,
    resume,
  ];
}

const pad = (value: number) => String(value).padStart(2, '0');
const localDate = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
/** '2026-05-12 15:54' in the office's time zone: a date and time Excel reads as one. */
const localDateTime = (at: Date) => `${localDate(at)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;

/** 'job-applications-2026-11-24.csv' (the office's local date). */
export function exportFileName(now: Date): string {
  return `job-applications-${localDate(now)}.csv`;
}
