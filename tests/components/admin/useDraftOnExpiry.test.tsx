import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@/features/auth/demoCredentials';
import { DRAFT_KEY } from '@/lib/draft';
import { SESSION_ENDED_KEY } from '@/lib/session';
import { server } from '@/mocks/node';
import { buildingsBackend } from '@tests/test-utils/backend';
import { building } from '@tests/test-utils/fixtures';
import { renderApp, signIn } from '@tests/test-utils/render';

// The first render transforms the whole admin form on a busy machine: allow it time.
const SLOW = { timeout: 10_000 };

beforeEach(async () => {
  await signIn();
});

/** The backend ends the session on the next building save. */
const expireOnSave = () =>
  server.use(
    http.put('*/real-estate/buildings/edit-building-by-id/:id', () =>
      HttpResponse.json({ message: 'jwt expired' }, { status: 401 }),
    ),
  );

const EXPIRED_TEXT = 'Your session has expired. Please sign in again.';

/** What this tab sees of another tab's storage changes: the same storage, and a storage event. */
function otherTab(change: () => void, key: string | null, newValue: string | null = null) {
  act(() => {
    change();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  });
}

/** A 401 in another tab, as this tab sees it: that tab's note of the expiry, then its wipe. */
function expiresInOtherTab() {
  const note = `expired ${Date.now()}`;
  otherTab(() => localStorage.setItem(SESSION_ENDED_KEY, note), SESSION_ENDED_KEY, note);
  otherTab(() => localStorage.clear(), null);
}

/** Sign out in another tab: the wipe alone. */
const signsOutInOtherTab = () => otherTab(() => localStorage.clear(), null);

/** The building form open with a changed name and city, the edit unsaved. */
async function editBuilding(user: ReturnType<typeof renderApp>['user']) {
  const name = await screen.findByLabelText('Building Name', {}, SLOW);
  await user.clear(name);
  await user.type(name, 'Sai Heights Phase 2');
  await user.clear(screen.getByLabelText('City'));
  await user.type(screen.getByLabelText('City'), 'Cuttack');
}

async function signInAgain(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { name: 'Enter Your Credentials To Login' }, SLOW);
  await user.type(screen.getByLabelText('Phone Number'), DEMO_CREDENTIALS.phoneNo);
  await user.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('a 401 while an admin form holds unsaved changes', () => {
  it('keeps the draft: /login, sign in, back on the form with the typed values and a notice', async () => {
    buildingsBackend([structuredClone(building)]);
    const { user, location } = renderApp(`/update-building/${building._id}`);
    await editBuilding(user);
    expireOnSave();
    await user.click(screen.getByRole('button', { name: 'Update Building' }));

    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent(EXPIRED_TEXT);
    // Signed out: the session is gone, the draft waits in sessionStorage.
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Sai Heights Phase 2');

    await signInAgain(user);
    await waitFor(() => expect(location().pathname).toBe(`/update-building/${building._id}`), SLOW);
    await waitFor(
      () => expect(screen.getByLabelText('Building Name')).toHaveValue('Sai Heights Phase 2'),
      SLOW,
    );
    expect(screen.getByLabelText('City')).toHaveValue('Cuttack');
    expect(await screen.findByText('Your unsaved changes were restored.')).toBeInTheDocument();
    // Taken once: a later visit opens the stored building again.
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps nothing when the form had no changes: sign-in opens the dashboard', async () => {
    buildingsBackend([structuredClone(building)]);
    server.use(
      http.get('*/real-estate/buildings/get-all-buildings', () =>
        HttpResponse.json({ message: 'jwt expired' }, { status: 401 }),
      ),
    );
    const { user, location } = renderApp('/buildings');
    await waitFor(() => expect(location().pathname).toBe('/login'), SLOW);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await signInAgain(user);
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), SLOW);
  });

  it('the sign-in page of a signed-in admin leads back to the kept form, not to the dashboard', async () => {
    // The guard of /login and the login itself must agree, or the two navigations race.
    buildingsBackend([structuredClone(building)]);
    const path = `/update-building/${building._id}`;
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ form: path, path, values: { generalInfo: { BuildingsName: 'Kept' } } }),
    );
    const { location } = renderApp('/login');
    await waitFor(() => expect(location().pathname).toBe(path), SLOW);
  });
});

describe('a session ended in another tab while this tab holds unsaved changes', () => {
  it('by expiry: the draft is kept here too, /login says why, and signing in restores the form', async () => {
    buildingsBackend([structuredClone(building)]);
    const { user, location } = renderApp(`/update-building/${building._id}`);
    await editBuilding(user);

    expiresInOtherTab();

    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent(EXPIRED_TEXT);
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Sai Heights Phase 2');

    await signInAgain(user);
    await waitFor(() => expect(location().pathname).toBe(`/update-building/${building._id}`), SLOW);
    await waitFor(
      () => expect(screen.getByLabelText('Building Name')).toHaveValue('Sai Heights Phase 2'),
      SLOW,
    );
    expect(screen.getByLabelText('City')).toHaveValue('Cuttack');
    expect(await screen.findByText('Your unsaved changes were restored.')).toBeInTheDocument();
  });

  it('by sign-out: back to / with nothing kept, and the sign-in page gives no expiry as the reason', async () => {
    buildingsBackend([structuredClone(building)]);
    const { user, location, router } = renderApp(`/update-building/${building._id}`);
    await editBuilding(user);

    signsOutInOtherTab();

    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await act(() => router.navigate('/login'));
    await screen.findByRole('heading', { name: 'Enter Your Credentials To Login' }, SLOW);
    expect(screen.queryByText(EXPIRED_TEXT)).not.toBeInTheDocument();
    await signInAgain(user);
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), SLOW);
  });
});
