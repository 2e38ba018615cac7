import { capitalise } from './text';

/** Stored values keep the backend's spelling (pre-lunch); people read the correct word. */
const STATUS_LABELS: Record<string, string> = { 'pre-lunch': 'Pre-launch' };

/** A listing's status as people read it: 'Pre-launch', 'Ready to move'. */
export function statusLabel(status: string): string {
  const key = status.trim().toLowerCase();
  return STATUS_LABELS[key] ?? capitalise(status);
}
