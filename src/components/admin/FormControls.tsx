/**
 * Labelled form controls for the back-office forms. Each takes the native element's props, so
 * react-hook-form's `register()` spreads straight in (its ref included), and binds the label, the
 * hint and the error to the control through Field.
 */
import type { ComponentPropsWithRef } from 'react';
import { MAX_LENGTH } from '@/config/limits';
import { Field } from '@/components/Field';

interface Labelled {
  label: string;
  error?: string;
  hint?: string;
  /** Marks the control invalid when the message is shown elsewhere (a section-level message). */
  invalid?: boolean;
  /** Classes for the wrapper (e.g. a grid span). */
  className?: string;
}

const invalidFlag = (error: string | undefined, invalid: boolean | undefined) =>
  error || invalid ? true : undefined;

export type InputFieldProps = Labelled & Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>;

/** A text input takes MAX_LENGTH.short characters unless the use says otherwise (a number, none). */
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
    /** The first option, with an empty value ('Select type'). */
    placeholder?: string;
    /** The placeholder cannot be chosen (SPEC.md: the edit land page). */
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
