import type { InputHTMLAttributes } from 'react';
import { MAX_LENGTH } from '@/config/limits';
import { useUrlText } from '@/lib/useUrlText';

export interface UrlTextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

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
