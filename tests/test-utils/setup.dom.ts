/**
 * Runs before every jsdom test file (`*.test.tsx`, the `dom` projects in vite.config.ts): the DOM
 * matchers, what jsdom lacks, the demo backend, and a clean page, storage and clock after each
 * test. Most files share their worker's window (`isolate: false`), so what is installed on it is
 * installed once, and what a file leaves on it is cleared before the next file.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { loadAllMessages } from '@/lib/i18n/catalogue';
import { serveDemoBackend } from './server';

// findBy and waitFor wait up to 5 s: on a busy 2-core CI machine a page can take over a second.
configure({ asyncUtilTimeout: 5000 });

// What jsdom lacks and the app uses: scrolling, media queries and observers (carousels, aos).
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView = () => undefined;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopObserver {
  observe(target: Element) {
    void target;
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
/** jsdom lays nothing out: every observed element counts as in view, as on a tall screen. */
class InViewObserver extends NoopObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    super();
  }
  override observe(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}
globalThis.IntersectionObserver ??= InViewObserver as unknown as typeof IntersectionObserver;
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
/**
 * jsdom has `<dialog>` without its methods. As the browser does: `showModal()` opens it, keeps the
 * element that had the focus and moves the focus in (an `autofocus` element, else the first
 * focusable one, else the dialog); `close()` shuts it, gives the focus back and fires `close` in a
 * later task; Escape fires a cancelable `cancel` at the topmost modal dialog and closes it unless
 * the event is prevented. The page behind is not made inert: jsdom has no top layer.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';
const modalDialogs: HTMLDialogElement[] = [];
const openers = new WeakMap<HTMLDialogElement, Element | null>();
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  if (this.open) return;
  if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
  this.setAttribute('open', '');
  modalDialogs.push(this);
  openers.set(this, document.activeElement);
  const target = this.querySelector<HTMLElement>(`[autofocus], ${FOCUSABLE}`) ?? this;
  target.focus();
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.removeAttribute('open');
  if (modalDialogs.includes(this)) modalDialogs.splice(modalDialogs.indexOf(this), 1);
  const opener = openers.get(this);
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  setTimeout(() => this.dispatchEvent(new Event('close')));
};
function cancelTopDialog(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = modalDialogs.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
  if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
}
// Once per window: a file sharing the window finds the listener of the first file's setup there.
const shared = window as { cancelsTopDialog?: true };
if (!shared.cancelsTopDialog) document.addEventListener('keydown', cancelTopDialog);
shared.cancelsTopDialog = true;
HTMLMediaElement.prototype.play = () => Promise.resolve();
HTMLMediaElement.prototype.pause = () => undefined;

serveDemoBackend();
// Every language's words in before any page renders, as a pre-rendered page has its own before the
// app starts: a page in a test renders at once, as it does in the browser.
await loadAllMessages();
/**
 * React Router keeps the scroll positions it saved in its own module, which the files of a worker
 * share, and takes them from this sessionStorage key as a page mounts (its documented default):
 * an empty record there starts each test with none saved. Else a position one file saved for an
 * address (`/blog?page=2`) was restored when another opened it, and moved the page under its test.
 */
const ROUTER_SCROLL_POSITIONS = 'react-router-scroll-positions';
beforeEach(() => {
  sessionStorage.setItem(ROUTER_SCROLL_POSITIONS, '{}');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // A test that failed before it gave the clock back would leave the next file's timers frozen.
  vi.useRealTimers();
});
// What a file put on the page outside React's roots (portals' hosts, a title) goes with it.
afterAll(() => {
  document.body.replaceChildren();
  document.title = '';
});
