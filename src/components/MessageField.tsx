import type { TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from '@/components/Field';
import { MAX_LENGTH } from '@/config/limits';

export type MessageFieldProps = Pick<FieldProps, 'label' | 'error' | 'className'> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'maxLength'> & {
    /** Lets the visitor drag the box taller for a long message. */
    resizable?: boolean;
  };

/** A public form's box for words of the visitor's own (a message, a cover letter), as long as is kept. */
export function MessageField({ label, error, className, resizable = false, ...textarea }: MessageFieldProps) {
  return (
    <Field label={label} error={error} required={textarea.required} className={className}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          maxLength={MAX_LENGTH.message}
          className={resizable ? 'input resize-y' : 'input'}
        />
      )}
    </Field>
  );
}
