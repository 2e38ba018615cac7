import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"])';

const activeTraps: HTMLElement[] = [];

/** A control disabled mid-action drops focus to the page; the newest trap still takes Escape and Tab then. */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const root = container.current;
    if (!root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const focusables = () =>
      Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
    const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? root;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscape) {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      if (!root.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? items[items.length - 1]! : items[0]!).focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === firstItem || document.activeElement === root)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    const onPageKeyDown = (event: KeyboardEvent) => {
      if (event.target === document.body && activeTraps[activeTraps.length - 1] === root) onKeyDown(event);
    };
    activeTraps.push(root);
    root.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onPageKeyDown);
    return () => {
      activeTraps.splice(activeTraps.lastIndexOf(root), 1);
      root.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onPageKeyDown);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [active, container, onEscape]);
}
