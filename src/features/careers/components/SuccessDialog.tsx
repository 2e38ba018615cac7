import { Modal } from '@/components/Modal';
import { CheckIcon } from '@/components/actionIcons';
import type { Position } from '@/features/careers/jobs';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';

export function SuccessDialog({ position, onClose }: { position: Position; onClose: () => void }) {
  const words = useMessages('careers').success;
  return (
    <Modal open onClose={onClose} title={words.title} size="sm" hideTitle closeLabel={words.closeLabel}>
      <div className="flex flex-col items-center text-center">
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckIcon className="h-8 w-8" />
        </span>
        <p className="mt-4 font-display text-2xl text-ink" aria-hidden="true">
          {words.title}
        </p>
        <p className="mt-2 text-ink-soft">{fill(words.text, { role: position.role })}</p>
        <button type="button" className="btn-primary mt-6 min-w-32" onClick={onClose} data-autofocus>
          {words.close}
        </button>
      </div>
    </Modal>
  );
}
