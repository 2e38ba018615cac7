import type { InputHTMLAttributes } from 'react';
import { useUrlText } from '../lib/useUrlText';

export interface UrlTextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  /** The value as the URL query holds it. */
  value: string;
  /** Sends a typed change to the URL query. */
  onValueChange: (value: string) => void;
}

/** A text box bound to the URL query that never drops keys typed quickly (see useUrlText). */
export function UrlTextInput({ value, onValueChange, ...rest }: UrlTextInputProps) {
  const [text, setText] = useUrlText(value, onValueChange);
  return <input {...rest} value={text} onChange={(event) => setText(event.target.value)} />;
}
