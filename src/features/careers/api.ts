import { loadClientWith, loadHttp } from '@/lib/http';
import type { JobApplication, JobApplicationInput } from './schema';

export async function applyForJob(application: JobApplicationInput, signal?: AbortSignal): Promise<void> {
  const http = await loadHttp();
  await http.post('/jobs/create-job-apply', application, { signal });
}

export async function getAllApplications(): Promise<JobApplication[]> {
  const { http, parseListInSlices, jobApplicationSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.get<unknown>('/jobs/get-all-applications');
  return parseListInSlices(jobApplicationSchema, data, ['data', 'applications', 'jobs']);
}
