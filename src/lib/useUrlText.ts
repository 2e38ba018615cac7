import { useCallback, useState } from 'react';

// The router applies URL changes in a transition, so an input bound to the URL alone drops fast keys and
// moves the caret: the text is kept here and the URL's value taken only when it changed from outside.
export function useUrlText(
  urlValue: string,
  push: (value: string) => void,
): [string, (value: string) => void] {
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  const [pending, setPending] = useState<string[]>([]);

  if (urlValue !== seen) {
    setSeen(urlValue);
    const echo = pending.indexOf(urlValue);
    if (echo >= 0) {
      setPending(pending.slice(echo + 1));
    } else {
      setPending([]);
      setText(urlValue);
    }
  }

  const change = useCallback(
    (value: string) => {
      setText(value);
      setPending((current) => [...current, value]);
      push(value);
    },
    [push],
  );
  return [text, change];
}
