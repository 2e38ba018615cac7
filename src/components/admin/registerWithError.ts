'use no memo';

import { get, type FieldError, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * `register` for the admin controls, which show a field's problem below it: the field's props and
 * the words of its problem, if it has one.
 */
export function registerWithError<Values extends FieldValues>({
  register,
  formState,
}: UseFormReturn<Values>) {
  return (name: FieldPath<Values>) => {
    // Read through formState, which is what makes the form show a problem as soon as it is found.
    const error: FieldError | undefined = get(formState.errors, name);
    return { ...register(name), error: error?.message };
  };
}
