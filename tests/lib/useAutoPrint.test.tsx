import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoPrint } from '@/lib/useAutoPrint';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useAutoPrint', () => {
  it('opens the print dialog once the page is ready, and once only', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ ready, page }) => useAutoPrint(ready, page), {
      initialProps: { ready: false, page: '/a' },
    });
    await settle();
    expect(print).not.toHaveBeenCalled();
    rerender({ ready: true, page: '/a' });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    rerender({ ready: false, page: '/a' });
    rerender({ ready: true, page: '/a' });
    await settle();
    expect(print).toHaveBeenCalledTimes(1);
    rerender({ ready: true, page: '/b' });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
  });

  it('does not open it when the page leaves before it is painted', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { unmount } = renderHook(() => useAutoPrint(true, '/a'));
    unmount();
    await settle();
    expect(print).not.toHaveBeenCalled();
  });

  it('leaves the page as it is when the browser refuses', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      throw new Error('Blocked');
    });
    renderHook(() => useAutoPrint(true, '/a'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});
