import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '../../../src/lib/useNearViewport';

/** An IntersectionObserver the test moves: `reach(true)` brings the element near the viewport. */
function controllableObserver() {
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

function Section() {
  const [ref, near] = useNearViewport<HTMLElement>(300);
  return <section ref={ref}>{near ? 'loading the listings' : 'waiting below the fold'}</section>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('turns true when the element comes within the margin, and stays true', () => {
    const view = controllableObserver();
    render(<Section />);
    expect(screen.getByText('waiting below the fold')).toBeInTheDocument();
    expect(view.observers[0]?.margin).toBe('300px 0px');
    act(() => view.reach(false));
    expect(screen.getByText('waiting below the fold')).toBeInTheDocument();
    act(() => view.reach(true));
    expect(screen.getByText('loading the listings')).toBeInTheDocument();
    // Observing stops once near: scrolling away changes nothing.
    expect(view.observers.every((observer) => observer.target === undefined)).toBe(true);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Section />);
    expect(screen.getByText('loading the listings')).toBeInTheDocument();
  });
});
