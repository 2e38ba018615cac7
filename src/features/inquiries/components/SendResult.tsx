import { CheckIcon } from '@/components/actionIcons';
import { INQUIRY_FAILURE, INQUIRY_SUCCESS } from '@/features/inquiries/messages';

export function SendResult({
  sent,
  failed,
  className,
}: {
  sent: boolean;
  failed: boolean;
  className?: string;
}) {
  return (
    <>
      {/* Always present, so the success text is announced when it appears. */}
      <div role="status" className={className}>
        {sent ? (
          <p className="flex items-start gap-2 rounded-lg bg-success-soft px-3 py-2 text-sm font-medium text-success">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0" />
            {INQUIRY_SUCCESS}
          </p>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {INQUIRY_FAILURE}
        </p>
      ) : null}
    </>
  );
}
