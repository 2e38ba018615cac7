import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyForJob, getAllApplications } from './api';
import type { Job, JobApplicationInput } from './schema';

export interface ApplyInput {
  job: Job;
  name: string;
  email: string;
  phone: string;
  jobLetter: string;
  resume: File;
  signal?: AbortSignal;
}

export class ApplyError extends Error {
  constructor(
    readonly step: 'upload' | 'submit',
    cause: unknown,
  ) {
    super(step === 'upload' ? 'The resume could not be uploaded.' : 'The application could not be sent.', {
      cause,
    });
  }
}

const applicationKeys = {
  all: ['applications'] as const,
};

export function useApplyForJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApplyInput) => {
      let resume: string;
      try {
        const { uploadFile } = await import('@/lib/upload');
        resume = await uploadFile(input.resume, { preset: 'resumes', kind: 'resume', signal: input.signal });
      } catch (error) {
        throw new ApplyError('upload', error);
      }
      const application: JobApplicationInput = {
        name: input.name.trim(),
        email: input.email.trim(),
        phone: input.phone.trim(),
        jobLetter: input.jobLetter.trim(),
        resume,
        jobData: { role: input.job.role, type: input.job.type },
      };
      try {
        await applyForJob(application, input.signal);
      } catch (error) {
        throw new ApplyError('submit', error);
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

export const applicationQueries = {
  all: () => queryOptions({ queryKey: applicationKeys.all, queryFn: getAllApplications }),
};

export function useApplications() {
  return useQuery(applicationQueries.all());
}
