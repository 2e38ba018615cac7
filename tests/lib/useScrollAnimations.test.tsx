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

/** After the page's observers have run and the tasks they queued. */
async function nextTask() {
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
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
    await waitFor(() => expect(aos.refreshHard).toHaveBeenCalled());
    expect(aos.init).toHaveBeenCalledTimes(1);
    expect(aos.init).toHaveBeenCalledWith(expect.objectContaining({ disableMutationObserver: true }));
  });

  it('refresh once for any number of animated elements added, in a task after the one that added them', async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    aos.refreshHard.mockClear();
    const list = document.createElement('ul');
    list.innerHTML =
      '<li data-aos="fade-up">1</li><li data-aos="fade-up">2</li><li data-aos="fade-up">3</li>';
    document.body.append(list);
    for (let i = 0; i < 3; i++) {
      const card = document.createElement('div');
      card.innerHTML = '<p data-aos="fade-up">Card</p>';
      document.body.append(card);
    }
    await Promise.resolve();
    expect(aos.refreshHard).not.toHaveBeenCalled();
    await nextTask();
    expect(aos.refreshHard).toHaveBeenCalledTimes(1);

    document.body.append(document.createElement('p'));
    await nextTask();
    expect(aos.refreshHard).toHaveBeenCalledTimes(1);
    list.remove();
    await nextTask();
    expect(aos.refreshHard).toHaveBeenCalledTimes(2);
  });
});
