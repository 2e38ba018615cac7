import { describe, expect, it } from 'vitest';
import { jobForRole, jobLink } from '@/features/careers/components/jobLink';
import { jobs } from '@/features/careers/jobs';

describe('job links', () => {
  it('finds the position a ?role= names, in any case and with spaces around it', () => {
    expect(jobForRole(jobs, 'Telecaller')?.role).toBe('Telecaller');
    expect(jobForRole(jobs, '  hr generalist ')?.role).toBe('HR Generalist');
    expect(jobForRole(jobs, 'MARKETING MANAGER')?.role).toBe('Marketing Manager');
  });

  it('finds nothing for an unknown, partial or missing role', () => {
    expect(jobForRole(jobs, 'Marketing')).toBeUndefined();
    expect(jobForRole(jobs, 'Chief Executive')).toBeUndefined();
    expect(jobForRole(jobs, '')).toBeUndefined();
    expect(jobForRole(jobs, null)).toBeUndefined();
  });

  it('links to the career page with the role, which reads back to the same position', () => {
    for (const job of jobs) {
      const url = new URL(jobLink('https://www.example.in', job));
      expect(url.origin + url.pathname).toBe('https://www.example.in/career');
      expect(jobForRole(jobs, url.searchParams.get('role'))).toBe(job);
    }
  });
});
