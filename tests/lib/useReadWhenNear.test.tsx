import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReadWhenNear } from '@/lib/useReadWhenNear';
import { createQueryClient } from '@/app/queryClient';
import { gate } from '@tests/test-utils/gate';
import { controllableObserver } from '@tests/test-utils/intersection';

const LIST = ['buildings'];
const NAMES = ['Green Valley Residency', 'Lake View Towers'];

/** A home-page section below the first screen: it reads the list once it nears the screen. */
function Listings({ read }: { read: () => Promise<string[]> }) {
  const [ref, near] = useReadWhenNear<HTMLElement>(LIST);
  const query = useQuery({ queryKey: LIST, queryFn: read, enabled: near });
  const shown = query.isError ? 'could not load' : query.data ? query.data.join(', ') : 'not read yet';
  return <section ref={ref}>{shown}</section>;
}

/** The app's own client (a failed read is not asked again as a page mounts), without retries. */
const newClient = () => createQueryClient({ retry: 0 });

function renderWith(client: QueryClient, children: ReactNode) {
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useReadWhenNear', () => {
  it('does not read on a first load when React set the section aside before showing it', async () => {
    const view = controllableObserver();
    const read = vi.fn(async () => NAMES);
    const later = gate();
    // A module still loading beside the section: React throws away the section's first render,
    // whose disabled query stays in the cache unread.
    const StillLoading = lazy(async () => {
      await later.opened;
      return { default: () => null };
    });
    const client = newClient();
    renderWith(
      client,
      <Suspense fallback="loading the page">
        <Listings read={read} />
        <StillLoading />
      </Suspense>,
    );
    expect(client.getQueryState(LIST)).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
    await act(async () => later.open());

    expect(await screen.findByText('not read yet')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    act(() => view.reach(true));
    expect(await screen.findByText(NAMES.join(', '))).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("reads at once, and only once, when the route's loader started the read", async () => {
    controllableObserver();
    const answer = gate();
    const read = vi.fn(async () => {
      await answer.opened;
      return NAMES;
    });
    const client = newClient();
    void client.prefetchQuery({ queryKey: LIST, queryFn: read });
    renderWith(client, <Listings read={read} />);

    await act(async () => answer.open());
    expect(await screen.findByText(NAMES.join(', '))).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('shows the answer or the failure the loader met, without reading again', async () => {
    controllableObserver();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const read = vi.fn(async () => NAMES);
    const answered = newClient();
    answered.setQueryData(LIST, NAMES);
    const failed = newClient();
    await failed.prefetchQuery({
      queryKey: LIST,
      queryFn: () => Promise.reject(new Error('502 Bad Gateway')),
    });

    const { unmount } = renderWith(answered, <Listings read={read} />);
    expect(screen.getByText(NAMES.join(', '))).toBeInTheDocument();
    unmount();
    renderWith(failed, <Listings read={read} />);
    expect(screen.getByText('could not load')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });
});
