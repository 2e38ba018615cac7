import type { InputHTMLAttributes } from 'react';
import { MAX_LENGTH } from '@/config/limits';
import { useUrlText } from '@/lib/useUrlText';

export interface UrlTextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  /** The value as the URL query holds it. */
  value: string;
  /** Sends a typed change to the URL query. */
  onValueChange: (value: string) => void;
}

/**
 * A text box bound to the URL query that never drops keys typed quickly (see useUrlText). A text
 * box takes MAX_LENGTH.short characters unless the use says otherwise.
 */
export function UrlTextInput({
  value,
  onValueChange,
  type,
  maxLength = type === 'number' ? undefined : MAX_LENGTH.short,
  ...rest
}: UrlTextInputProps) {
  const [text, setText] = useUrlText(value, onValueChange);
  return (
    <input
      {...rest}
      type={type}
      maxLength={maxLength}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
