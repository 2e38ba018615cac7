import { MAX_LENGTH } from '@/config/limits';
import { InputField, type InputFieldProps } from './FormControls';

/**
 * A box for a name (a listing's, its developer's, a post's author): a name's length, and no
 * autofill, which would offer the admin's own name.
 */
export function NameField(props: Omit<InputFieldProps, 'type'>) {
  return <InputField autoComplete="off" maxLength={MAX_LENGTH.name} {...props} />;
}
