import { publicStatus } from '@/features/projects/values';

const TONES: Record<string, string> = {
  ongoing: 'bg-brand-50 text-brand-800 ring-brand-200',
  completed: 'bg-success-soft text-success ring-success/30',
  upcoming: 'bg-accent-50 text-accent-700 ring-accent-200',
};

export function StatusBadge({ status }: { status: string }) {
  const tone = TONES[publicStatus(status.trim()).toLowerCase()] ?? 'bg-sand-dark text-ink-soft ring-ink/10';
  if (!status.trim()) return <span className="text-ink-muted">—</span>;
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tone}`}
    >
      {status}
    </span>
  );
}
