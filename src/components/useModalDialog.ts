import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Shows `dialog` with `showModal()` while `open`: the browser makes the page behind inert and
 * moves the focus in (to a `data-autofocus` element when there is one). Escape (the `cancel`
 * event) and a click on the backdrop (pressed and released on the dialog element itself) ask
 * `onClose`, which decides; without one (a busy dialog) they do nothing. On closing the focus goes
 * back to the element that opened it, once every dialog closing with it (a question over a form)
 * has closed.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: (() => void) | undefined,
): void {
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    let pressedOnBackdrop = false;
    // The browser lets a page stop Escape only once between two clicks; a cancel it does not let
    // be stopped shuts the dialog, which then opens again and asks (before a question opens above it).
    const onCancel = (event: Event) => {
      if (!event.cancelable) return;
      event.preventDefault();
      close.current?.();
    };
    const onShut = () => {
      dialog.showModal();
      close.current?.();
    };
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOnBackdrop && event.target === dialog) close.current?.();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onShut);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onShut);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      dialog.close();
      queueMicrotask(() => {
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    };
  }, [dialogRef, open]);
}
