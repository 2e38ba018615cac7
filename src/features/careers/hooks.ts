import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { UnconfirmedCreateError, wasUnanswered } from '@/lib/checkedCreate';
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

const isSameFile = (a: File, b: File) =>
  a === b || (a.name === b.name && a.size === b.size && a.lastModified === b.lastModified);

/**
 * The application's outcome shows in the dialog. One whose answer never came cannot be checked (the
 * applications are read only with a session): it fails with an UnconfirmedCreateError as its cause.
 */
export function useApplyForJob() {
  const client = useQueryClient();
  // The resume uploaded while this dialog is open: sending again does not upload the same file again.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  return useMutation({
    mutationFn: async (input: ApplyInput) => {
      let resume: string;
      const kept = uploaded.current;
      if (kept && isSameFile(kept.file, input.resume)) resume = kept.url;
      else {
        try {
          const { uploadFile } = await import('@/lib/upload');
          resume = await uploadFile(input.resume, {
            preset: 'resumes',
            kind: 'resume',
            signal: input.signal,
          });
        } catch (error) {
          throw new ApplyError('upload', error);
        }
        uploaded.current = { file: input.resume, url: resume };
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
        throw new ApplyError(
          'submit',
          wasUnanswered(error) ? new UnconfirmedCreateError('unknown', error) : error,
        );
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
