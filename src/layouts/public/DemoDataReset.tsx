import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useMessages } from '@/lib/i18n/useMessages';

export default function DemoDataReset({ className = '' }: { className?: string }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const frame = useMessages('frame');
  const reset = async () => {
    setBusy(true);
    try {
      const { resetDemoData } = await import('@/mocks/browser');
      await resetDemoData();
      window.location.reload();
    } catch (error) {
      console.warn('The demo data could not be reset', error);
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className={`rounded-md border border-current/30 px-3 py-1 text-xs font-medium opacity-80 hover:opacity-100 ${className}`}
      >
        {frame.resetDemo}
      </button>
      <ConfirmDialog
        open={asking}
        title={frame.resetDemo}
        message={frame.resetDemoQuestion}
        confirmLabel={frame.reset}
        cancelLabel={frame.cancel}
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
