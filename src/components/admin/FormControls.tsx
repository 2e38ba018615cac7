// Each control takes its native element's props, so react-hook-form's register() (ref included) spreads in.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { MAX_LENGTH } from '@/config/limits';
import { Field } from '@/components/Field';
import { SelectOptions } from '@/components/SelectOptions';
import { PlusIcon } from '@/components/actionIcons';
import { TrashButton } from './TrashButton';

/** A field scrolled to (the first invalid one) stays clear of the sticky top bar and save bar. */
export const ADMIN_FORM_CLASS =
  'space-y-6 [&_:is(input,select,textarea)]:scroll-mt-24 [&_:is(input,select,textarea)]:scroll-mb-24';

interface Labelled {
  label: string;
  error?: string;
  hint?: string;
  invalid?: boolean;
  className?: string;
  /** Marks the label as well as the control. */
  required?: boolean;
}

/** What a control gets from `LabelledControl`: its own props, the ids `Field` ties to it, and its look. */
type ControlProps<Props extends Labelled> = Omit<Props, keyof Labelled> & {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  required?: boolean;
  className: string;
};

/**
 * Hands the label, hint and error to `Field` and the rest to the control, so input, textarea and
 * select are labelled, described and marked invalid (by `invalid` too: a group's error) one way.
 */
function LabelledControl<Props extends Labelled>({
  props: { label, error, hint, invalid, className, required, ...own },
  children,
}: {
  props: Props;
  children: (control: ControlProps<Props>) => ReactNode;
}) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(ids) =>
        children({
          ...own,
          ...ids,
          required,
          'aria-invalid': error || invalid ? true : undefined,
          className: 'input aria-invalid:border-danger',
        })
      }
    </Field>
  );
}

export type InputFieldProps = Labelled & Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>;

export function InputField({
  type,
  maxLength = type === 'number' ? undefined : MAX_LENGTH.short,
  ...props
}: InputFieldProps) {
  return (
    <LabelledControl props={props}>
      {(control) => <input {...control} type={type} maxLength={maxLength} />}
    </LabelledControl>
  );
}

export function NumberField(props: Omit<InputFieldProps, 'type'>) {
  return <InputField type="number" inputMode="decimal" step="any" min={0} {...props} />;
}

export type TextareaFieldProps = Labelled & Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'>;

export function TextareaField({
  rows = 3,
  maxLength = MAX_LENGTH.description,
  ...props
}: TextareaFieldProps) {
  return (
    <LabelledControl props={props}>
      {(control) => <textarea {...control} rows={rows} maxLength={maxLength} />}
    </LabelledControl>
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
  options,
  placeholder,
  placeholderDisabled = false,
  ...props
}: SelectFieldProps) {
  return (
    <LabelledControl props={props}>
      {(control) => (
        <select {...control}>
          {placeholder !== undefined ? (
            <option value="" disabled={placeholderDisabled}>
              {placeholder}
            </option>
          ) : null}
          <SelectOptions options={options} />
        </select>
      )}
    </LabelledControl>
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

export function RemoveRowButton(props: { what: string; onClick: () => void; disabled?: boolean }) {
  return <TrashButton verb="Remove" {...props} />;
}

export function StickyFormActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-ink/10 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      {children}
    </div>
  );
}
