import * as z from 'zod/mini';
import { obj, text } from '@/lib/parse';

export interface Job {
  role: string;
  location: string;
  type: string;
  job_desc: string;
}

export const jobApplicationSchema = obj({
  _id: text,
  name: text,
  email: text,
  phone: text,
  jobLetter: text,
  resume: text,
  jobData: obj({ role: text, type: text }),
  createdAt: text,
});

export type JobApplication = z.infer<typeof jobApplicationSchema>;
export interface JobApplicationInput {
  name: string;
  email: string;
  phone: string;
  jobLetter: string;
  resume: string;
  jobData: { role: string; type: string };
}
