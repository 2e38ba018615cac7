// Each control takes its native element's props, so react-hook-form's register() (ref included) spreads in.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { MAX_LENGTH } from '@/config/limits';
import { Field } from '@/components/Field';
import { PlusIcon, TrashIcon } from '@/components/actionIcons';

/** A field scrolled to (the first invalid one) stays clear of the sticky top bar and save bar. */
export const ADMIN_FORM_CLASS =
  'space-y-6 [&_:is(input,select,textarea)]:scroll-mt-24 [&_:is(input,select,textarea)]:scroll-mb-24';

interface Labelled {
  label: string;
  error?: string;
  hint?: string;
  invalid?: boolean;
  className?: string;
}

const invalidFlag = (error: string | undefined, invalid: boolean | undefined) =>
  error || invalid ? true : undefined;

export type InputFieldProps = Labelled & Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>;

export function InputField({
  label,
  error,
  hint,
  invalid,
  className,
  required,
  type,
  maxLength = type === 'number' ? undefined : MAX_LENGTH.short,
  ...input
}: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          type={type}
          maxLength={maxLength}
          required={required}
          aria-invalid={invalidFlag(error, invalid)}
          className="input aria-invalid:border-danger"
        />
      )}
    </Field>
  );
}

export function NumberField(props: Omit<InputFieldProps, 'type'>) {
  return <InputField type="number" inputMode="decimal" step="any" min={0} {...props} />;
}

export type TextareaFieldProps = Labelled & Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'>;

export function TextareaField({
  label,
  error,
  hint,
  invalid,
  className,
  required,
  rows = 3,
  maxLength = MAX_LENGTH.description,
  ...textarea
}: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          rows={rows}
          maxLength={maxLength}
          required={required}
          aria-invalid={invalidFlag(error, invalid)}
          className="input aria-invalid:border-danger"
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Labelled &
  Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'> & {
    options: readonly SelectOption[];
    placeholder?: string;
    placeholderDisabled?: boolean;
  };

export function SelectField({
  label,
  error,
  hint,
  invalid,
  className,
  required,
  options,
  placeholder,
  placeholderDisabled = false,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <select
          {...select}
          {...control}
          required={required}
          aria-invalid={invalidFlag(error, invalid)}
          className="input aria-invalid:border-danger"
        >
          {placeholder !== undefined ? (
            <option value="" disabled={placeholderDisabled}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function AddRowButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="btn-outline px-3 py-1.5" onClick={onClick} disabled={disabled}>
      <PlusIcon className="h-4 w-4" />
      {label}
    </button>
  );
}

export function RemoveRowButton({
  what,
  onClick,
  disabled,
}: {
  what: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={`Remove ${what}`}
      className="btn-danger-text"
    >
      <TrashIcon className="h-4 w-4" />
      Remove
    </button>
  );
}

export function StickyFormActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-ink/10 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      {children}
    </div>
  );
}
