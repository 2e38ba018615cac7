import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { INCOMPLETE_SESSION } from '@/features/auth/api';
import { server } from '@/mocks/node';
import { getAdminInfo, getToken } from '@/lib/session';
import { renderApp } from '@tests/test-utils/render';
import { gate } from '@tests/test-utils/gate';

const fill = async (user: ReturnType<typeof renderApp>['user'], phone: string, password: string) => {
  if (phone) await user.type(screen.getByLabelText('Phone Number'), phone);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
};

describe('Login', () => {
  it('shows the title, the links and the demo credentials', async () => {
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { name: 'Enter Your Credentials To Login' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByText('Demo credentials')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Login'));
  });

  it('says what is missing and sends nothing while a check fails', async () => {
    let calls = 0;
    server.use(
      http.post('*/real-estate/admin/admin-login', () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Enter Your Credentials To Login' });
    await fill(user, '', '');
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Phone Number'), '12345');
    expect(screen.getByText('Invalid phone number, must be 10 digits')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('reads Please Wait.. while the request runs, then stores the session and opens the dashboard', async () => {
    const answer = gate();
    server.use(
      http.post('*/real-estate/admin/admin-login', async () => {
        await answer.opened;
        return HttpResponse.json({
          details: { _id: 'a1', name: 'Ananya Mohanty', address: 'Bhubaneswar' },
          token: 'demo-token',
        });
      }),
    );
    const { user, location } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Enter Your Credentials To Login' });
    await fill(user, '9876543210', 'demo1234');
    expect(await screen.findByRole('button', { name: 'Please Wait..' })).toBeDisabled();
    answer.open();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(getAdminInfo()?._id).toBe('a1');
    expect(getToken()).toBe('demo-token');
  });

  it("shows the server's message in red above the form on failure", async () => {
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Enter Your Credentials To Login' });
    await fill(user, '9876543210', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/invalid/i);
    expect(alert.className).toContain('text-danger');
    expect(getAdminInfo()).toBeNull();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');
  });

  it.each([
    ['no details._id', { details: { name: 'Ananya' }, token: 'tok' }],
    ['an empty details._id', { details: { _id: '', name: 'Ananya' }, token: 'tok' }],
    ['no token', { details: { _id: 'a1', name: 'Ananya' } }],
    ['an empty token', { details: { _id: 'a1' }, token: '' }],
    ['no details at all', { token: 'tok' }],
  ])('refuses a 200 answer with %s: a message above the form, nothing stored', async (_label, body) => {
    server.use(http.post('*/real-estate/admin/admin-login', () => HttpResponse.json(body)));
    const { user, location } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Enter Your Credentials To Login' });
    await fill(user, '9876543210', 'demo1234');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INCOMPLETE_SESSION);
    expect(alert.className).toContain('text-danger');
    expect(localStorage.length).toBe(0);
    expect(location().pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('signs in against the demo backend with the demo credentials', async () => {
    const { user, location } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Enter Your Credentials To Login' });
    await fill(user, '9876543210', 'demo1234');
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
