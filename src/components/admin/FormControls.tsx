/**
 * The back-office form kit: every admin form (buildings, lands, projects, blogs) is a
 * react-hook-form with a zod schema (`<thing>FormSchema.ts`) and builds its labelled controls from
 * these. Each control takes the native element's props, so react-hook-form's `register()` spreads
 * straight in (its ref included), and binds the label, the hint and the error to the control
 * through Field. Repeatable rows (paragraphs, units ...) are useFieldArray rows with
 * AddRowButton and RemoveRowButton.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { MAX_LENGTH } from '@/config/limits';
import { Field } from '@/components/Field';
import { PlusIcon, TrashIcon } from '@/components/icons';

/** A field scrolled to (the first invalid one) stays clear of the sticky top bar and save bar. */
export const ADMIN_FORM_CLASS =
  'space-y-6 [&_:is(input,select,textarea)]:scroll-mt-24 [&_:is(input,select,textarea)]:scroll-mb-24';

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

/** A number of 0 or more, decimals allowed (acres, prices); numbers have no length limit. */
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

/** "Add unit", "Add paragraph" ...: appends an empty row to a repeatable list. */
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

/** Removes one row; its accessible name says which ("Remove unit 2"). */
export function RemoveRowButton({
  what,
  onClick,
  disabled,
}: {
  /** e.g. "unit 2" */
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

/** The buttons of a long form (Cancel, save), kept in sight at the bottom of the page. */
export function StickyFormActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-ink/10 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      {children}
    </div>
  );
}
