import type { ReactNode } from 'react';

/** A listing's sale status in the back office's tables, one tone whatever the status. */
export function StatusPill({ children }: { children: ReactNode }) {
  return (
    <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">
      {children}
    </span>
  );
}
