import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  inlineActions?: boolean;
}

export function PageHeader({ title, description, actions, inlineActions = false }: PageHeaderProps) {
  return (
    <div
      className={`mb-6 flex gap-4 ${
        inlineActions ? 'items-start justify-between' : 'flex-col sm:flex-row sm:items-end sm:justify-between'
      }`}
    >
      <div className="min-w-0">
        <h1 className="text-2xl sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-sm text-ink-soft">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
