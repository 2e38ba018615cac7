import { http } from '../../lib/http';
import { loadParsers } from '../../lib/loadParsers';
import type { JobApplication, JobApplicationInput } from './schema';

export async function applyForJob(application: JobApplicationInput): Promise<void> {
  await http.post('/jobs/create-job-apply', application);
}

export async function getAllApplications(): Promise<JobApplication[]> {
  const [{ data }, { parseList, jobApplicationSchema }] = await Promise.all([
    http.get<unknown>('/jobs/get-all-applications'),
    loadParsers(() => import('./schema')),
  ]);
  return parseList(jobApplicationSchema, data, ['data', 'applications', 'jobs']);
}
