import { http } from '../../lib/http';
import { parseList } from '../../lib/parse';
import { jobApplicationSchema, type JobApplication, type JobApplicationInput } from './schema';

export async function applyForJob(application: JobApplicationInput): Promise<void> {
  await http.post('/jobs/create-job-apply', application);
}

export async function getAllApplications(): Promise<JobApplication[]> {
  const { data } = await http.get<unknown>('/jobs/get-all-applications');
  return parseList(jobApplicationSchema, data, ['data', 'applications', 'jobs']);
}
