import { describe, expect, it } from 'vitest';
import { shownRows } from '@/components/admin/useAdminList';
import {
  appliedOnText,
  appliedRoles,
  EXPORT_HEADER,
  exportFileName,
  exportRow,
  matchesApplication,
  newestFirst,
} from '@/features/careers/admin/applicationList';
import type { JobApplication } from '@/features/careers/schema';

const application = (name: string, overrides: Partial<JobApplication> = {}): JobApplication => ({
  _id: name,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '9437012345',
  jobLetter: '',
  resume: '/images/demo/resume-1.pdf',
  jobData: { role: 'Sales Executive', type: 'Full-Time' },
  createdAt: '2026-05-12T10:24:00.000Z',
  ...overrides,
});

const list = [
  application('Sourav', { createdAt: '2026-05-02T12:40:00.000Z' }),
  application('Itishree', {
    phone: '98612 34567',
    jobData: { role: 'Marketing Manager', type: 'Full-Time' },
    createdAt: '2026-05-12T10:24:00.000Z',
  }),
  application('Nodate', { createdAt: '' }),
  application('Anita', { createdAt: '2026-05-08T07:05:00.000Z', email: 'anita.das@example.com' }),
];
const names = (rows: readonly JobApplication[]) => rows.map((row) => row.name);
const find = (q: string, role = '') => names(shownRows(list, { q, role }, matchesApplication));

describe('job applications list', () => {
  it('orders newest first, applications without a date last', () => {
    expect(names([...list].sort(newestFirst))).toEqual(['Itishree', 'Anita', 'Sourav', 'Nodate']);
  });

  it('searches name, e-mail, phone and role, in any case', () => {
    expect(find('SOURAV')).toEqual(['Sourav']);
    expect(find('anita.das@')).toEqual(['Anita']);
    expect(find('marketing')).toEqual(['Itishree']);
    expect(find('nobody')).toEqual([]);
  });

  it('finds a phone number however its digits are spaced', () => {
    expect(find('9861234567')).toEqual(['Itishree']);
    expect(find('94370 12345')).toEqual(['Sourav', 'Nodate', 'Anita']);
  });

  it('filters by role exactly, with the search on top', () => {
    expect(find('', 'Marketing Manager')).toEqual(['Itishree']);
    expect(find('sourav', 'Marketing Manager')).toEqual([]);
    expect(find('', 'Marketing')).toEqual([]);
  });

  it('offers each role applied for once, in alphabetical order', () => {
    expect(appliedRoles(list)).toEqual(['Marketing Manager', 'Sales Executive']);
  });

  it('says when an application was sent, and nothing without a date', () => {
    expect(appliedOnText(list[1]!)?.date).toMatch(/^12 May 2026$/);
    expect(appliedOnText(list[2]!)).toBeNull();
    expect(appliedOnText(application('Bad', { createdAt: 'yesterday' }))).toBeNull();
  });

  it('exports one row an application with the resume as a full URL', () => {
    const row = exportRow(list[1]!, 'https://www.example.in');
    expect(row).toHaveLength(EXPORT_HEADER.length);
    expect(row.slice(1)).toEqual([
      'Itishree',
      'itishree@example.com',
      '98612 34567',
      'Marketing Manager',
      'Full-Time',
      '',
      'https://www.example.in/images/demo/resume-1.pdf',
    ]);
    // 10:24 UTC is 15:54 at the office (UTC+5:30), whatever the browser's zone.
    expect(row[0]).toBe('2026-05-12 15:54');
    expect(
      exportRow(application('X', { resume: 'https://files.example.com/r.pdf' }), 'https://a.in')[7],
    ).toBe('https://files.example.com/r.pdf');
    expect(exportRow(list[2]!, 'https://a.in')[0]).toBe('');
  });

  it("names the file after the office's date", () => {
    // 20:00 UTC on the 4th is past midnight, the 5th, at the office.
    expect(exportFileName(new Date('2026-11-04T20:00:00Z'))).toBe('job-applications-2026-11-05.csv');
    expect(exportFileName(new Date('2026-11-04T18:00:00Z'))).toBe('job-applications-2026-11-04.csv');
  });

  it("shows an application's time on the office's clock", () => {
    expect(appliedOnText(application('Late', { createdAt: '2026-05-12T20:10:00.000Z' }))).toEqual({
      date: '13 May 2026',
      time: '1:40 am',
    });
  });
});
