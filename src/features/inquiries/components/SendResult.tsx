import { CheckIcon } from '@/components/actionIcons';
import { useMessages } from '@/lib/i18n/useMessages';

/** The inquiry and contact forms' success and failure texts, word for word from the product in English. */
export function SendResult({
  sent,
  failed,
  className,
}: {
  sent: boolean;
  failed: boolean;
  className?: string;
}) {
  const { result } = useMessages('inquiry');
  return (
    <>
      {/* Always present, so the success text is announced when it appears. */}
      <div role="status" className={className}>
        {sent ? (
          <p className="flex items-start gap-2 rounded-lg bg-success-soft px-3 py-2 text-sm font-medium text-success">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0" />
            {result.sent}
          </p>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {result.failed}
        </p>
      ) : null}
    </>
  );
}
