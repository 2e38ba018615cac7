import type { ReactNode } from 'react';

export interface FormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  error?: string;
  /** One control across the section's whole width (an image picker), not a grid of fields. */
  wide?: boolean;
}

export function FormSection({ title, description, children, error, wide = false }: FormSectionProps) {
  return (
    <section className="card p-5 sm:p-6">
      <h2 className="text-lg font-semibold sm:text-xl">{title}</h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      {error ? (
        <p role="alert" className="field-error font-medium">
          {error}
        </p>
      ) : null}
      <div className={wide ? 'mt-4' : 'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3'}>{children}</div>
    </section>
  );
}
