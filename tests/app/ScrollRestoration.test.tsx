import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/test-utils/render';
import { watchScroll } from '@tests/test-utils/scroll';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/**
 * React Router keeps the positions it saved in a module of its own, which the jsdom files of a
 * worker share (`isolate: false`). A position one test saved for an address opened by its address
 * would move the page of a later test that opens the same address. These two run in order: the
 * first leaves a place behind, the second must not be taken to it.
 */
describe('Scroll positions from an earlier test', { shuffle: false }, () => {
  it('a page left at a place saves it', async () => {
    const scroll = watchScroll(() => true);
    const { router } = renderApp('/faqs');
    await heading('Frequently Asked Questions');
    scroll.to(900);
    await router.navigate('/about');
    await heading('About Us');
    await router.navigate(-1);
    await heading('Frequently Asked Questions');
    // Within the test, Back returns to the place: the position was saved.
    await waitFor(() => expect(scroll.calls.at(-1)).toEqual({ y: 900, shown: true }));
  });

  it('a later test that opens the same address starts at the top, not at that place', async () => {
    const scroll = watchScroll(() => true);
    const { router } = renderApp('/faqs');
    await heading('Frequently Asked Questions');
    expect(router.state.restoreScrollPosition).not.toBe(900);
    expect(scroll.calls.map((call) => call.y)).not.toContain(900);
  });
});
