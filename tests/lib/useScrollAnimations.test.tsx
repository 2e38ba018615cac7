import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const aos = vi.hoisted(() => ({ init: vi.fn(), refreshHard: vi.fn() }));
vi.mock('aos', () => ({ default: aos }));

import { REDUCED_MOTION_QUERY, useScrollAnimations } from '@/lib/useScrollAnimations';

function Animated() {
  useScrollAnimations();
  return <p data-aos="fade-up">Below the fold</p>;
}

const realMatchMedia = window.matchMedia;
function prefersReduced(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: reduce && query === REDUCED_MOTION_QUERY,
  })) as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = realMatchMedia;
});

// One file, in order: the hook keeps whether aos has started for the whole app.
describe('scroll animations (aos)', { shuffle: false }, () => {
  it('never load under prefers-reduced-motion', async () => {
    prefersReduced(true);
    const view = render(<Animated />);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(aos.init).not.toHaveBeenCalled();
    view.unmount();
  });

  it('start once with 1000 ms, ease-in-out, once; later pages only refresh', async () => {
    prefersReduced(false);
    const first = render(<Animated />);
    await waitFor(() => expect(aos.init).toHaveBeenCalledTimes(1));
    expect(aos.init).toHaveBeenCalledWith(
      expect.objectContaining({ duration: 1000, easing: 'ease-in-out', once: true }),
    );
    first.unmount();
    render(<Animated />);
    await waitFor(() => expect(aos.refreshHard).toHaveBeenCalledTimes(1));
    expect(aos.init).toHaveBeenCalledTimes(1);
  });
});
