import { useCallback } from 'react';
import { Modal } from '@/components/Modal';
import { useAskBeforeClose } from '@/components/useAskBeforeClose';
import type { Job } from '@/features/careers/schema';
import { ApplicationForm } from './ApplicationForm';
import { useApplicationForm } from './useApplicationForm';

export interface ApplyDialogProps {
  job: Job;
  onClose: () => void;
  onApplied: (job: Job) => void;
}

/** The job, then its application form; closing with something typed asks first, and stops a send. */
export function ApplyDialog({ job, onClose, onApplied }: ApplyDialogProps) {
  const application = useApplicationForm(job, onApplied);
  const { abort } = application;
  const close = useCallback(() => {
    abort();
    onClose();
  }, [abort, onClose]);
  const { requestClose, prompt } = useAskBeforeClose(application.dirty, close);

  return (
    <Modal open onClose={requestClose} title={job.role} size="lg" closeLabel="Close application form">
      <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-sand p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium text-ink-muted">Role</dt>
          <dd className="font-semibold text-ink">{job.role}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-muted">Location</dt>
          <dd className="font-semibold text-ink">{job.location}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-muted">Job Type</dt>
          <dd className="font-semibold text-ink">{job.type}</dd>
        </div>
        <div className="sm:col-span-3">
          <dt className="font-medium text-ink-muted">Job Description</dt>
          <dd className="mt-1 leading-relaxed text-ink-soft">{job.job_desc}</dd>
        </div>
      </dl>
      <ApplicationForm application={application} onCancel={close} />
      {prompt}
    </Modal>
  );
}
