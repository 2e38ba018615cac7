/** Holds a mocked answer back until the test opens it, so a busy state can be seen for certain. */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
}
