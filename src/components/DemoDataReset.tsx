import { useState } from 'react';
import { isDemoMode } from '../config/env';
import { ConfirmDialog } from './ConfirmDialog';

// Compared literally so that a build with a backend host carries no demo code at all.
const loadDemoBackend = import.meta.env.VITE_API_HOST ? null : () => import('../mocks/browser');

/** Demo mode only: puts the demo backend's data back to its seed. */
export default function DemoDataReset({ className = '' }: { className?: string }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!isDemoMode || !loadDemoBackend) return null;
  const load = loadDemoBackend;

  const reset = async () => {
    setBusy(true);
    try {
      const { resetDemoData } = await load();
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
        Reset demo data
      </button>
      <ConfirmDialog
        open={asking}
        title="Reset demo data"
        message="Put every building, land, project, blog and application back as it was at the start? Your changes in this demo will be lost."
        confirmLabel="Reset"
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
