import { useCallback, useState } from 'react';

/**
 * A text box whose value also lives in the URL (a search). The router applies URL changes in a
 * transition, so an input controlled by the URL alone drops keys typed quickly and moves the
 * caret; this keeps the typed text locally, sends every change to the URL, and takes the URL's
 * value only when it changed from outside (a link, back/forward), not when it echoes our typing.
 */
export function useUrlText(
  urlValue: string,
  push: (value: string) => void,
): [string, (value: string) => void] {
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  // Values sent to the URL that it has not shown yet, oldest first.
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
