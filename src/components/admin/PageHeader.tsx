import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** A line under the title saying what the page is for. */
  description?: ReactNode;
  /** Buttons or links on the right (below the title on small screens, unless inline). */
  actions?: ReactNode;
  /** Keep the actions beside the title on small screens too (a close icon). */
  inlineActions?: boolean;
}

/** The heading row every back-office page starts with. */
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
