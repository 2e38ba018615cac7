import { useCallback } from 'react';
import { Modal } from '@/components/Modal';
import { useAskBeforeClose } from '@/components/useAskBeforeClose';
import type { Position } from '@/features/careers/jobs';
import type { Job } from '@/features/careers/schema';
import { useMessages } from '@/lib/i18n/useMessages';
import { ApplicationForm } from './ApplicationForm';
import { useApplicationForm } from './useApplicationForm';

export interface ApplyDialogProps {
  position: Position;
  onClose: () => void;
  onApplied: (job: Job) => void;
}

/** The job, then its application form; closing with something typed asks first, and stops a send. */
export function ApplyDialog({ position, onClose, onApplied }: ApplyDialogProps) {
  const words = useMessages('careers').dialog;
  const leaveWords = useMessages('forms').leaveForm;
  const application = useApplicationForm(position.job, onApplied);
  const { abort } = application;
  const close = useCallback(() => {
    abort();
    onClose();
  }, [abort, onClose]);
  const { requestClose, prompt } = useAskBeforeClose(application.dirty, close, leaveWords);

  return (
    <Modal open onClose={requestClose} title={position.role} size="lg" closeLabel={words.close}>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-sand p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium text-ink-muted">{words.role}</dt>
          <dd className="font-semibold text-ink">{position.role}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-muted">{words.location}</dt>
          <dd className="font-semibold text-ink">{position.location}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-muted">{words.type}</dt>
          <dd className="font-semibold text-ink">{position.type}</dd>
        </div>
        <div className="sm:col-span-3">
          <dt className="font-medium text-ink-muted">{words.description}</dt>
          <dd className="mt-1 leading-relaxed text-ink-soft">{position.description}</dd>
        </div>
      </dl>
      <ApplicationForm application={application} onCancel={close} />
      {prompt}
    </Modal>
  );
}
