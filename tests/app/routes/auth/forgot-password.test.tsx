import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/test-utils/render';
import { gate } from '@tests/test-utils/gate';

type User = ReturnType<typeof renderApp>['user'];

async function fillRecovery(
  user: User,
  values: Partial<Record<'email' | 'phone' | 'password' | 'confirm', string>>,
) {
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.phone) await user.type(screen.getByLabelText('Phone Number'), values.phone);
  if (values.password) await user.type(screen.getByLabelText('New Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm Password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

const open = async () => {
  const view = renderApp('/forgot-password');
  await screen.findByRole('heading', { name: 'Recover Your Account Password' });
  return view;
};

describe('Password recovery', () => {
  it('has Home and Login buttons', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows every required message and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post('*/real-estate/admin/forgot-password', () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = await open();
    await fillRecovery(user, {});
    for (const text of [
      'Email is required',
      'Phone number is required',
      'Password is required',
      'Confirm Password is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(calls).toBe(0);
  });

  it('shows the format messages', async () => {
    const { user } = await open();
    await fillRecovery(user, { email: 'nobody', phone: '123', password: '12345', confirm: '54321' });
    for (const text of [
      'Invalid email format',
      'Invalid phone number, must be 10 digits',
      'Password length min 6 character',
      'Passwords do not match.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('sends email, phoneNo and newPassword, reads Please Wait.., then goes to /login', async () => {
    let body: unknown;
    const answer = gate();
    server.use(
      http.post('*/real-estate/admin/forgot-password', async ({ request }) => {
        body = await request.json();
        await answer.opened;
        return HttpResponse.json({ message: 'Password updated' });
      }),
    );
    const { user, location } = await open();
    await fillRecovery(user, {
      email: 'admin@site.in',
      phone: '9876543210',
      password: 'newpass1',
      confirm: 'newpass1',
    });
    expect(await screen.findByRole('button', { name: 'Please Wait..' })).toBeDisabled();
    answer.open();
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(body).toEqual({ email: 'admin@site.in', phoneNo: '9876543210', newPassword: 'newpass1' });
  });

  it("shows the server's message in red on failure", async () => {
    server.use(
      http.post('*/real-estate/admin/forgot-password', () =>
        HttpResponse.json({ message: 'No account matches' }, { status: 404 }),
      ),
    );
    const { user, location } = await open();
    await fillRecovery(user, {
      email: 'a@b.in',
      phone: '9876543210',
      password: 'newpass1',
      confirm: 'newpass1',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No account matches');
    expect(location().pathname).toBe('/forgot-password');
    expect(screen.getByLabelText('Email')).toHaveValue('a@b.in');
  });

  it('shows nothing when the failure has no message', async () => {
    server.use(
      http.post('*/real-estate/admin/forgot-password', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = await open();
    await fillRecovery(user, {
      email: 'a@b.in',
      phone: '9876543210',
      password: 'newpass1',
      confirm: 'newpass1',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes the password in the demo backend so the new one signs in', async () => {
    const { user, location } = await open();
    await fillRecovery(user, {
      email: 'admin@kalingahabitats.in',
      phone: '9876543210',
      password: 'fresh-pass',
      confirm: 'fresh-pass',
    });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    await user.type(await screen.findByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'fresh-pass');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    // The first visit to the admin tree in this test file compiles its code: slow on a busy machine.
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), { timeout: 10_000 });
  });
});

describe('Register placeholder', () => {
  it("reads 'Register Page' and its Register button goes to /dashboard", async () => {
    const { user, location } = renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Register Page' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Register' }));
    // Without a session the admin guard then sends the visitor home.
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});
