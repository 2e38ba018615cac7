'use no memo';

import { get, type FieldError, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { StoredAs } from './formOpenedOn';

/**
 * What an edit form says beside a field it cannot show as the backend has it: a control's `hint`.
 * Such a field opens empty and may be left so (it then stays as stored), so it is not `required`.
 */
export function storedAsHint(storedAs: StoredAs, name: string): { hint?: string; required?: false } {
  const text = storedAs[name];
  return text
    ? {
        hint: `Stored as "${text}", which this field cannot show as a number. Left empty, it stays as stored.`,
        required: false,
      }
    : {};
}

/**
 * `register` for the admin controls, which show a field's problem below it: the field's props and
 * the words of its problem, if it has one; on an edit, beside a field the form cannot show as the
 * backend has it (`storedAs`), what the backend has.
 */
export function registerWithError<Values extends FieldValues>(
  { register, formState }: UseFormReturn<Values>,
  storedAs: StoredAs = {},
) {
  return (name: FieldPath<Values>) => {
    // Read through formState, which is what makes the form show a problem as soon as it is found.
    const error: FieldError | undefined = get(formState.errors, name);
    return { ...register(name), error: error?.message, ...storedAsHint(storedAs, name) };
  };
}
