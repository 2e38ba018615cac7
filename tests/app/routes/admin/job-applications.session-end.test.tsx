import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedApplications } from '@/mocks/seed/applications';
import { renderApp, signIn } from '@tests/test-utils/render';

describe('Job Applications when the session ends in another tab', () => {
  it("drops the applicants' details from this tab's cache, and leaves the back office", async () => {
    await signIn();
    const { client } = renderApp('/job-applications');
    await screen.findByRole('heading', { name: 'Job Applications', level: 1 });
    await screen.findByText(seedApplications[0]!.email);
    expect(client.getQueryData(['applications'])).toBeDefined();

    // The other tab signs out: it clears the storage both tabs share.
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    });

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Job Applications' })).toBeNull());
    expect(client.getQueryData(['applications'])).toBeUndefined();
    expect(client.getQueryData(['admins'])).toBeUndefined();
  });
});
