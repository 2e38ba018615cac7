import { useState, type ChangeEvent } from 'react';
import { hasErrors, type FieldErrors } from './validators';

/** A form control whose value `change` reads. */
export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

// The public and sign-in forms use this to keep react-hook-form out of the public bundle. Problems
// show from the first submit on, then are checked again as the visitor types.
export function useCheckedForm<Values extends { [Name in keyof Values]: string }>(
  empty: Values,
  validate: (values: Values) => FieldErrors<Extract<keyof Values, string>>,
  onEdit?: () => void,
) {
  const [values, setValues] = useState(empty);
  const [attempted, setAttempted] = useState(false);
  const errors: FieldErrors<Extract<keyof Values, string>> = attempted ? validate(values) : {};

  const set = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    onEdit?.();
    setValues((current) => ({ ...current, [name]: value }));
  };

  /**
   * The control's `name` attribute must be `name` too: `check` finds the first problem by it. A
   * checkbox gives its value when ticked and '' when not.
   */
  const change = (name: keyof Values) => (event: ChangeEvent<Control>) => {
    const { target } = event;
    const unticked = target instanceof HTMLInputElement && target.type === 'checkbox' && !target.checked;
    // The control offers only the field's values (a select's options, a checkbox's value).
    set(name, (unticked ? '' : target.value) as Values[keyof Values]);
  };

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
    set,
    check,
    /** For `onInvalid`: the browser stopped the submit before `check` ran. */
    showProblems: () => setAttempted(true),
    clear: () => {
      setValues(empty);
      setAttempted(false);
    },
  };
}
