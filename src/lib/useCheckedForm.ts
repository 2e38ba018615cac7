import { useState, type ChangeEvent } from 'react';
import { hasErrors, type FieldErrors } from './validators';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * A light form's state: the public and sign-in forms have a few text fields and no drafts, and
 * keep react-hook-form out of the public bundle. It holds the values; each field's problem (from
 * `validate`, lib/validators' checks) shows from the first submit on and is checked again as the
 * visitor types. `onEdit` runs on every change (a sent form's answer gives way to a new message).
 */
export function useCheckedForm<Values extends { [Name in keyof Values]: string }>(
  empty: Values,
  validate: (values: Values) => FieldErrors<Extract<keyof Values, string>>,
  onEdit?: () => void,
) {
  const [values, setValues] = useState(empty);
  const [attempted, setAttempted] = useState(false);
  const errors: FieldErrors<Extract<keyof Values, string>> = attempted ? validate(values) : {};

  /** The change handler of the control named `name` (its `name` attribute too, see `check`). */
  const change = (name: keyof Values) => (event: ChangeEvent<Control>) => {
    onEdit?.();
    // The control offers only the field's values (a select's options).
    setValues((current) => ({ ...current, [name]: event.target.value }) as Values);
  };

  /**
   * On submit: problems show from now on. True when there are none; otherwise the first control,
   * in the form's order, whose `name` has a problem takes the focus.
   */
  const check = (form: HTMLFormElement): boolean => {
    setAttempted(true);
    const problems = validate(values);
    if (!hasErrors(problems)) return true;
    const first = Array.from(form.elements)
      .filter(isControl)
      .find((control) => Object.hasOwn(problems, control.name));
    first?.focus();
    return false;
  };

  return {
    values,
    errors,
    change,
    check,
    /** Shows every problem now: the browser stopped a submit (`onInvalid`) before `check` ran. */
    showProblems: () => setAttempted(true),
    /** Empties the form (after it was sent). */
    clear: () => {
      setValues(empty);
      setAttempted(false);
    },
  };
}
