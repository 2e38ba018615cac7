import type { ChangeEvent } from 'react';
import { LabelledInputs, type LabelledInput } from '@/components/LabelledInputs';
import { PHONE_INPUT } from '@/components/inputAttributes';
import { PHONE_DIGITS } from '@/config/constants';
import { MAX_LENGTH } from '@/config/limits';
import { useMessages } from '@/lib/i18n/useMessages';

/** Who is writing: the three fields every public form asks first. */
export type PersonField = 'name' | 'email' | 'phone';

export interface PersonFieldsProps {
  values: Record<PersonField, string>;
  errors?: Partial<Record<PersonField, string>>;
  change: (name: PersonField) => (event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * Given by a form the browser checks too (no `noValidate`): the phone then carries its digits
   * `pattern`, and this runs when the browser stops a submit, so each field can say in words what
   * it needs.
   */
  onInvalid?: () => void;
  phonePlaceholder?: string;
}

/**
 * Name, Email and Phone, each required, with the browser's autofill hints; `name` attributes as
 * `useCheckedForm` expects them, so its check can focus the first field at fault.
 */
export function PersonFields({ phonePlaceholder, ...form }: PersonFieldsProps) {
  const words = useMessages('forms');
  const inputs: LabelledInput<PersonField>[] = [
    { name: 'name', label: words.name, autoComplete: 'name', maxLength: MAX_LENGTH.name },
    { name: 'email', label: words.email, type: 'email', autoComplete: 'email', maxLength: MAX_LENGTH.email },
    {
      name: 'phone',
      label: words.phone,
      ...PHONE_INPUT,
      pattern: form.onInvalid ? `\\d{${PHONE_DIGITS}}` : undefined,
      placeholder: phonePlaceholder ?? words.phonePlaceholder,
    },
  ];
  return <LabelledInputs {...form} inputs={inputs} required />;
}
