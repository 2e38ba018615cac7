import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { Field } from '@/components/Field';

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'pattern' | 'autoComplete' | 'maxLength' | 'placeholder'
>;

/** One box of a form: `name` is the form's value it edits, and what `useCheckedForm` finds it by. */
export interface LabelledInput<Name extends string> extends InputAttributes {
  name: Name;
  label: string;
}

export interface LabelledInputsProps<Name extends string> {
  inputs: readonly LabelledInput<Name>[];
  values: Record<Name, string>;
  errors?: Partial<Record<Name, string>>;
  change: (name: Name) => (event: ChangeEvent<HTMLInputElement>) => void;
  /** Every box must be filled in: marked beside its label, and checked by the browser too. */
  required?: boolean;
  onInvalid?: () => void;
}

/** A public form's text boxes, each under its label, with its problem in words below it. */
export function LabelledInputs<Name extends string>({
  inputs,
  values,
  errors = {},
  change,
  required,
  onInvalid,
}: LabelledInputsProps<Name>) {
  return inputs.map(({ label, ...input }) => (
    <Field key={input.name} label={label} error={errors[input.name]} required={required}>
      {(control) => (
        <input
          {...control}
          {...input}
          required={required}
          className="input"
          value={values[input.name]}
          onChange={change(input.name)}
          onInvalid={onInvalid}
        />
      )}
    </Field>
  ));
}
