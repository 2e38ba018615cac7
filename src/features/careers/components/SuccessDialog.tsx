import { Modal } from '@/components/Modal';
import { CheckIcon } from '@/components/actionIcons';
import type { Job } from '@/features/careers/schema';

export function SuccessDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Application Submitted Successfully"
      size="sm"
      hideTitle
      closeLabel="Close message"
    >
      <div className="flex flex-col items-center text-center">
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckIcon className="h-8 w-8" />
        </span>
        <p className="mt-4 font-display text-2xl text-ink" aria-hidden="true">
          Application Submitted Successfully
        </p>
        <p className="mt-2 text-ink-soft">
          Thank you for applying for the {job.role} position. Our HR team will review your resume and contact
          you by phone or email.
        </p>
        <button type="button" className="btn-primary mt-6 min-w-32" onClick={onClose} data-autofocus>
          Close
        </button>
      </div>
    </Modal>
  );
}
