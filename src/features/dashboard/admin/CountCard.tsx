import type { ComponentType, SVGProps } from 'react';
import { useCountUp } from '@/features/dashboard/admin/useCountUp';

export function CountCard({
  label,
  target,
  Icon,
  tone,
}: {
  label: string;
  target: number;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string;
}) {
  const value = useCountUp(target);
  return (
    <div className="card flex items-center gap-5 p-6">
      <span className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl ${tone}`}>
        <Icon className="h-7 w-7" />
      </span>
      <div>
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        {/* The final figure for screen readers; the ticking one is visual only. */}
        <p
          className="font-display text-3xl font-semibold text-ink"
          aria-hidden="true"
          data-testid={`count-${label}`}
        >
          {value}+
        </p>
        <p className="sr-only">
          {target}+ {label}
        </p>
      </div>
    </div>
  );
}
