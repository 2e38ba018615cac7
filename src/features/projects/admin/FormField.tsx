import { useId, type ReactNode } from 'react';

export interface FormFieldProps {
  label: string;
  hint?: string;
  /** Marks the label with an asterisk drawn by CSS, so the label's text stays exactly `label`. */
  required?: boolean;
  className?: string;
  children: (control: { id: string; 'aria-describedby'?: string }) => ReactNode;
}

/** A visible label bound to its control, with an optional hint under it. */
export function FormField({ label, hint, required, className = '', children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={`label ${required ? "after:ml-0.5 after:text-danger after:[content:'*'_/_'']" : ''}`}
      >
        {label}
      </label>
      {children({ id, 'aria-describedby': hintId })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
