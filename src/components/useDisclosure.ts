import { useId, useState } from 'react';

/**
 * A button that shows and hides a panel beside it, closed at first. `toggle` goes on the button:
 * it names the panel and says whether it is shown, so a screen reader tells what a press will do.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    open,
    panelId,
    toggle: {
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((was) => !was),
    },
  };
}
