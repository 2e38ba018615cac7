import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_OF_THREE } from '@/components/imageSlots';
import { IMAGE_PLACEHOLDER, SafeImage } from '@/components/SafeImage';
import { useNearViewport } from '@/lib/useNearViewport';
import { controllableObserver } from '@tests/test-utils/intersection';

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

  it('is true right after the first paint where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Section />);
    // The first render matches the page rendered at build time, where nothing is near yet.
    expect(screen.queryByText('loading the listings')).not.toBeInTheDocument();
    expect(await screen.findByText('loading the listings')).toBeInTheDocument();
  });
});

describe('SafeImage loadWhenNear', () => {
  const photo = 'https://images.example.com/tower.jpg';

  it('asks for the file only once the image comes near the viewport, keeping its alt text', () => {
    const view = controllableObserver();
    render(
      <SafeImage
        src={photo}
        alt="Green Valley Residency"
        width={480}
        height={360}
        slot={CARD_OF_THREE}
        loadWhenNear
      />,
    );
    const image = screen.getByRole('img', { name: 'Green Valley Residency' });
    expect(image).not.toHaveAttribute('src');
    expect(view.observers[0]?.margin).toBe('300px 0px');
    act(() => view.reach(true));
    expect(image).toHaveAttribute('src', photo);
  });

  it('loads a priority image at once, and watches nothing', () => {
    const view = controllableObserver();
    render(
      <SafeImage
        src={photo}
        alt="First card"
        width={480}
        height={360}
        slot={CARD_OF_THREE}
        priority
        loadWhenNear
      />,
    );
    expect(screen.getByRole('img', { name: 'First card' })).toHaveAttribute('src', photo);
    expect(view.observers.every((observer) => observer.target === undefined)).toBe(true);
  });

  it('leaves other images to the browser: a src at once and no observer', () => {
    const view = controllableObserver();
    render(<SafeImage src={null} alt="No photo" width={480} height={360} slot={CARD_OF_THREE} />);
    expect(screen.getByRole('img', { name: 'No photo' })).toHaveAttribute('src', IMAGE_PLACEHOLDER);
    expect(view.observers.every((observer) => observer.target === undefined)).toBe(true);
  });
});
