/** An IntersectionObserver a test drives, for what waits until it nears the viewport. */
import { vi } from 'vitest';

/**
 * Replaces the window's IntersectionObserver (undone by `vi.unstubAllGlobals`): `reach(true)` brings
 * every observed element near the viewport; `observers` tells what each was asked to watch.
 */
export function controllableObserver() {
  const observers: { callback: IntersectionObserverCallback; target?: Element; margin?: string }[] = [];
  class Observer {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, margin: options?.rootMargin };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
    }
    disconnect() {
      this.entry.target = undefined;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    observers,
    reach(isIntersecting: boolean) {
      for (const { callback, target } of observers) {
        if (target) {
          const entry = { target, isIntersecting } as IntersectionObserverEntry;
          callback([entry], {} as IntersectionObserver);
        }
      }
    },
  };
}
