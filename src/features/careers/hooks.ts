import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyForJob, getAllApplications } from './api';
import type { Job, JobApplicationInput } from './schema';

export interface ApplyInput {
  job: Job;
  name: string;
  email: string;
  phone: string;
  jobLetter: string;
  resume: File;
  /** Cancels the upload and the submission (the dialog was closed while sending). */
  signal?: AbortSignal;
}

/** Which step failed, so the form can say whether the resume or the application did not go. */
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

/**
 * Applies for a job: uploads the resume first, then sends the application with its URL. Each step
 * is bounded (an upload with no progress for 30 s, the backend's 10 s clock) and `signal` cancels.
 * It raises no toast: the dialog shows the outcome in its own words. When it settles it refreshes
 * the back office's application list (docs/conventions.md, "Mutations").
 */
export function useApplyForJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApplyInput) => {
      let resume: string;
      try {
        // The upload client loads with the first application, not with every page.
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

/** Every job application, for the back office (the backend answers all at once). */
export function useApplications() {
  return useQuery({ queryKey: applicationKeys.all, queryFn: getAllApplications });
}
