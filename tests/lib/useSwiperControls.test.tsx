import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSwiperControls, type SlideTimer } from '@/lib/useSwiperControls';

/** An IntersectionObserver the test moves: `show(false)` scrolls the carousel off screen. */
function controllableObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    show(isIntersecting: boolean) {
      for (const callback of callbacks)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}

/** A swiper stand-in: slideNext moves on and fires slideChange, as swiper does. */
function fakeSwiper(onChange: (instance: SwiperInstance) => void) {
  const instance = {
    realIndex: 0,
    destroyed: false,
    slideNext: vi.fn(() => {
      instance.realIndex += 1;
      onChange(instance as unknown as SwiperInstance);
    }),
  };
  return instance;
}

let swiper: ReturnType<typeof fakeSwiper> | null = null;

function Carousel(options: SlideTimer) {
  const { playing, active, togglePlay, swiperEvents, regionProps } = useSwiperControls(options);
  return (
    <div data-testid="carousel" {...regionProps}>
      <button
        type="button"
        onClick={() => {
          swiper = fakeSwiper(swiperEvents.onSlideChange);
          swiperEvents.onSwiper(swiper as unknown as SwiperInstance);
        }}
      >
        mount
      </button>
      <button type="button" onClick={togglePlay}>
        {playing ? 'Pause' : 'Play'}
      </button>
      <p>slide {active + 1}</p>
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  swiper = null;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const mount = () => fireEvent.click(screen.getByRole('button', { name: 'mount' }));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useSwiperControls autoplay', () => {
  it('moves to the next slide every delay, each slide getting its full time', () => {
    controllableObserver();
    render(<Carousel delayMs={5000} />);
    mount();
    wait(4999);
    expect(swiper?.slideNext).not.toHaveBeenCalled();
    wait(1);
    expect(screen.getByText('slide 2')).toBeInTheDocument();
    wait(5000);
    expect(screen.getByText('slide 3')).toBeInTheDocument();
    expect(swiper?.slideNext).toHaveBeenCalledTimes(2);
  });

  it('runs nothing while paused, off screen or (when asked) hovered', () => {
    const view = controllableObserver();
    render(<Carousel delayMs={3000} pauseOnHover />);
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    wait(10_000);
    expect(swiper?.slideNext).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => view.show(false));
    wait(10_000);
    expect(swiper?.slideNext).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);

    act(() => view.show(true));
    fireEvent.mouseEnter(screen.getByTestId('carousel'));
    wait(10_000);
    expect(swiper?.slideNext).not.toHaveBeenCalled();

    fireEvent.mouseLeave(screen.getByTestId('carousel'));
    wait(3000);
    expect(swiper?.slideNext).toHaveBeenCalledTimes(1);
  });

  it('asks for no animation frames while it waits', () => {
    controllableObserver();
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    render(<Carousel delayMs={5000} />);
    mount();
    wait(12_000);
    expect(frame).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
  });
});
