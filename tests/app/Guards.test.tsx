import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { server } from '@/mocks/node';
import { seedLands } from '@/mocks/seed/lands';
import { getAdminInfo, getToken, saveSession } from '@/lib/session';
import { gate } from '@tests/test-utils/gate';
import { capture, json } from '@tests/test-utils/capture';
import { renderApp, signIn } from '@tests/test-utils/render';

describe('guards', () => {
  it.each(['/dashboard', '/buildings', '/projectlists', '/profile', '/update-building/abc'])(
    'sends a visitor without adminInfo from %s to /',
    async (path) => {
      const { location } = renderApp(path);
      await waitFor(() => expect(location().pathname).toBe('/'));
    },
  );

  it.each([
    ['/buildings', '/real-estate/buildings/get-all-buildings'],
    ['/update-building/abc', '/real-estate/buildings/get-building-by-id/abc'],
    ['/profile', '/real-estate/admin/get-all-admins'],
  ])('runs no read of %s for a signed-out visitor (its loader starts none)', async (path, call) => {
    const read = capture(call, json([]));
    const { location } = renderApp(path);
    await waitFor(() => expect(location().pathname).toBe('/'));
    await screen.findByRole('heading', { level: 1 });
    expect(read.calls).toEqual([]);
  });

  it('treats adminInfo without an _id, or corrupt JSON, as signed out', async () => {
    localStorage.setItem('adminInfo', JSON.stringify({ name: 'No id' }));
    const first = renderApp('/dashboard');
    await waitFor(() => expect(first.location().pathname).toBe('/'));
    first.unmount();

    localStorage.setItem('adminInfo', '{not json');
    const second = renderApp('/dashboard');
    await waitFor(() => expect(second.location().pathname).toBe('/'));
  });

  it.each([
    ['an adminInfo without a token', { adminInfo: JSON.stringify({ _id: 'a1', name: 'Ananya' }) }],
    ['a token without an adminInfo', { token: 'tok' }],
    ['a token with an adminInfo without _id', { adminInfo: JSON.stringify({ name: 'No id' }), token: 'tok' }],
  ])('treats a half session (%s) as signed out and clears it', async (_label, entries) => {
    Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value));
    localStorage.setItem('other', 'kept');
    const { location } = renderApp('/dashboard');
    await waitFor(() => expect(location().pathname).toBe('/'));
    await waitFor(() =>
      expect(localStorage.getItem('adminInfo') ?? localStorage.getItem('token')).toBeNull(),
    );
    expect(localStorage.getItem('other')).toBe('kept');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('leaves the login page open for a half session (an adminInfo without a token)', async () => {
    localStorage.setItem('adminInfo', JSON.stringify({ _id: 'a1', name: 'Ananya' }));
    const { location } = renderApp('/login');
    expect(
      await screen.findByRole('heading', { name: 'Enter Your Credentials To Login' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
  });

  it.each([
    '/login',
    '/register',
    '/forgot-password',
    '/',
    '/properties',
    '/about',
    '/shortlist',
    '/compare',
    paths.landBrochure(seedLands[0]!._id),
    '/no-such-page',
  ])('sends a signed-in administrator from %s to /dashboard', async (path) => {
    saveSession({ _id: 'a1', name: 'Ananya' }, 'token');
    const { location } = renderApp(path);
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('lets a signed-in administrator open admin pages', async () => {
    await signIn();
    const { location } = renderApp('/setting');
    expect(await screen.findByRole('heading', { name: 'Setting' })).toBeInTheDocument();
    expect(location().pathname).toBe('/setting');
  });

  it('shows a friendly page for an unknown address, with a way home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toContain('Page not found'));
  });
});

describe('the admin session', () => {
  it('ends on a 401 from an admin call: storage cleared, back to /login, which says why', async () => {
    saveSession({ _id: 'a1', name: 'Ananya' }, 'expired-token');
    server.use(
      http.get('*/real-estate/admin/get-all-admins', () =>
        HttpResponse.json({ message: 'jwt expired' }, { status: 401 }),
      ),
    );
    const { location } = renderApp('/profile');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(getAdminInfo()).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Enter Your Credentials To Login' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Please sign in again.');
  });

  it('sends the administrator to / again on a later visit to an admin page', async () => {
    saveSession({ _id: 'a1', name: 'Ananya' }, 'expired-token');
    server.use(
      http.get('*/real-estate/admin/get-all-admins', () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const { location, router } = renderApp('/profile');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    await screen.findByRole('heading', { name: 'Enter Your Credentials To Login' });
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('stays signed in when a 401 answers the token of a session given up since', async () => {
    saveSession({ _id: 'a1', name: 'Ananya' }, 'old-token');
    const { opened, open } = gate();
    const profile = capture('/real-estate/admin/get-all-admins', async () => {
      await opened;
      return json({ message: 'jwt expired' }, 401)();
    });
    const { location } = renderApp('/profile');
    await waitFor(() => expect(profile.calls).toHaveLength(1));
    // Signed out and in again (in another tab) while the old token's call was on its way.
    act(() => saveSession({ _id: 'a1', name: 'Ananya' }, 'new-token'));
    open();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(location().pathname).toBe('/profile');
    expect(getToken()).toBe('new-token');
  });

  it('signs out from the avatar menu: all storage cleared, back to /', async () => {
    await signIn();
    sessionStorage.setItem('something', 'kept by the app');
    const { user, location } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('follows another tab signing out', async () => {
    await signIn();
    const { location } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});

describe('the admin layout', () => {
  it('is labelled Admin and highlights the current entry of the sidebar', async () => {
    await signIn();
    renderApp('/dashboard');
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    const sidebars = screen.getAllByRole('navigation', { name: 'Admin', hidden: true });
    const links = within(sidebars[0]!)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Dashboard',
      'List Of Buildings',
      'Add Buildings',
      'List of Lands',
      'Add Lands',
      'Job Applications',
      'List Of Projects',
      'Add Project',
      'Blogs',
    ]);
    expect(within(sidebars[0]!).getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebars[0]!).getByRole('link', { name: 'Blogs', hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens the drawer with its toggle and closes it when a link is chosen', async () => {
    await signIn();
    const { user, location } = renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: 'Admin menu' });
    await user.click(within(drawer).getByRole('link', { name: 'List of Lands' }));
    await waitFor(() => expect(location().pathname).toBe('/lands'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer on Escape', async () => {
    await signIn();
    const { user } = renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Admin menu' });
    // A native dialog shown modally, the focus inside; closed, it gives the focus back to the toggle.
    expect(drawer.tagName).toBe('DIALOG');
    expect(drawer).toHaveAttribute('open');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(drawer).not.toHaveAttribute('open');
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('opens Profile from the avatar menu and shows the name and location found by _id', async () => {
    const { details } = await signIn();
    const { user, location } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(location().pathname).toBe('/profile'));
    expect(await screen.findByText('Location')).toBeInTheDocument();
    expect(screen.getByText(details.address)).toBeInTheDocument();
    expect(screen.getAllByText(details.name).length).toBeGreaterThanOrEqual(1);
  });

  it('says so when the profile cannot be loaded, with a Retry', async () => {
    await signIn();
    server.use(http.get('*/real-estate/admin/get-all-admins', () => HttpResponse.json({}, { status: 500 })));
    renderApp('/profile');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
