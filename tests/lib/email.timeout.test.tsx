/**
 * The inquiry form (building page) and the contact form against an email service that never
 * answers: after 15 s they show SPEC's failure text, the button returns, and sending again works.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { seedBuildings } from '@/mocks/seed/buildings';
import { capture, noAnswer, text } from '@tests/test-utils/capture';
import { renderApp } from '@tests/test-utils/render';

const SUCCESS = 'Your Details Has Been Received. We Will Contact You Soon!';
const FAILURE = 'Something Went Wrong!.Please Try Again';

afterEach(() => {
  vi.useRealTimers();
});

/** Past the clock: the 'Please Wait..' button is still there just before it, and gone after. */
async function waitOutTheEmailService(button: () => HTMLElement | null) {
  await vi.advanceTimersByTimeAsync(EMAIL_TIMEOUT_MS - 1_000);
  expect(button()).toHaveTextContent('Please Wait..');
  await vi.advanceTimersByTimeAsync(2_000);
}

describe('An email service that never answers', () => {
  it("ends the contact form's 'Please Wait..' with the failure text; sending again works", async () => {
    const app = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 5000 });
    const form = screen.getByRole('form', { name: 'Drop Us A Line' });
    const control = (label: RegExp) => within(form).getByLabelText(label);
    await app.user.type(control(/^Name/), 'Manas Pradhan');
    await app.user.type(control(/^Email/), 'manas@example.com');
    await app.user.type(control(/^Phone/), '9437011111');
    await app.user.selectOptions(control(/^Property Type/), 'Commercial');
    await app.user.type(control(/^Message/), 'Looking for an office.');
    const email = capture(env.emailUrl, noAnswer);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByRole('button', { name: 'Please Wait..' })).toBeDisabled();
    await waitFor(() => expect(email.calls).toHaveLength(1));

    await waitOutTheEmailService(() =>
      within(form).queryByRole('button', { name: /Please Wait|Send Message/ }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(FAILURE);
    const button = within(form).getByRole('button', { name: 'Send Message' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(control(/^Name/)).toHaveValue('Manas Pradhan');

    capture(env.emailUrl, text('OK'));
    await app.user.click(button);
    expect(await within(form).findByText(SUCCESS)).toBeInTheDocument();
  });

  it("ends the building inquiry's 'Please Wait..' with the failure text; sending again works", async () => {
    const seed = seedBuildings[0]!;
    const name = seed.generalInfo.BuildingsName;
    const app = renderApp(`/property/${encodeURIComponent(name)}/${seed._id}`);
    await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
    await app.user.type(screen.getByLabelText(/^Name/), 'Asha Mohanty');
    await app.user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await app.user.type(screen.getByLabelText(/^Phone/), '9437012345');
    capture(env.emailUrl, noAnswer);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByRole('button', { name: 'Please Wait..' })).toBeDisabled();

    await waitOutTheEmailService(() => screen.queryByRole('button', { name: /Please Wait|Send Inquiry/ }));
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Send Inquiry' });
    expect(button).toBeEnabled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Mohanty');

    capture(env.emailUrl, text('OK'));
    await app.user.click(button);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  });
});
