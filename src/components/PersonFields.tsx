import type { ChangeEvent } from 'react';
import { Field } from '@/components/Field';
import { PHONE_DIGITS } from '@/config/constants';
import { MAX_LENGTH } from '@/config/limits';

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
export function PersonFields({
  values,
  errors = {},
  change,
  onInvalid,
  phonePlaceholder = '10-digit phone number',
}: PersonFieldsProps) {
  return (
    <>
      <Field label="Name" error={errors.name} required>
        {(control) => (
          <input
            {...control}
            name="name"
            required
            autoComplete="name"
            maxLength={MAX_LENGTH.name}
            className="input"
            value={values.name}
            onChange={change('name')}
            onInvalid={onInvalid}
          />
        )}
      </Field>
      <Field label="Email" error={errors.email} required>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            className="input"
            value={values.email}
            onChange={change('email')}
            onInvalid={onInvalid}
          />
        )}
      </Field>
      <Field label="Phone" error={errors.phone} required>
        {(control) => (
          <input
            {...control}
            name="phone"
            type="tel"
            required
            inputMode="numeric"
            pattern={onInvalid ? `\\d{${PHONE_DIGITS}}` : undefined}
            autoComplete="tel-national"
            maxLength={MAX_LENGTH.phone}
            placeholder={phonePlaceholder}
            className="input"
            value={values.phone}
            onChange={change('phone')}
            onInvalid={onInvalid}
          />
        )}
      </Field>
    </>
  );
}
