import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { refreshThenToast } from '@/lib/refreshThenToast';

/** A client whose refresh of the list finishes only when the test says so. */
function clientWithHeldRefresh() {
  const client = new QueryClient();
  let finish = () => {};
  const held = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockReturnValue(held);
  return { client, invalidate, finish };
}

describe('refreshThenToast', () => {
  it('refreshes the list, then says the save worked', async () => {
    const { client, invalidate, finish } = clientWithHeldRefresh();
    const success = vi.fn();
    const settled = refreshThenToast(client, ['lands'], { success, failure: vi.fn() })({}, null);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['lands'] });
    await Promise.resolve();
    expect(success).not.toHaveBeenCalled();
    finish();
    await settled;
    expect(success).toHaveBeenCalledOnce();
  });

  it('says a failure at once and refreshes behind it, without waiting for the refresh', async () => {
    const { client, invalidate } = clientWithHeldRefresh();
    const failure = vi.fn();
    const problem = new Error('Network Error');
    await refreshThenToast(client, ['lands'], { success: vi.fn(), failure })(undefined, problem);
    expect(failure).toHaveBeenCalledWith(problem);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['lands'] });
  });
});
