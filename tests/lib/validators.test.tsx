/**
 * A required text field filled only with spaces counts as empty: the form says the field's own
 * message and sends nothing (the browser-level forms, edit land and project, have their own tests
 * beside their other checks).
 */
import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { seedId } from '@/mocks/seed/ids';
import { capture, json, text } from '@tests/test-utils/capture';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };
/** The required 'Name  is required' has two spaces: compare without collapsing them. */
const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const SPACES = '    ';
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a required text field of spaces is refused with its message, and nothing is sent', () => {
  it("inquiry: 'Name  is required'", async () => {
    const email = capture(env.emailUrl, text('OK'));
    const { user } = renderApp(`/property/Green%20Valley%20Residency/${seedId('building', 1)}`);
    const button = await screen.findByRole('button', { name: 'Send Inquiry' }, SLOW);
    const form = within(button.closest('form')!);
    await user.type(form.getByLabelText(/^Name/), SPACES);
    await user.type(form.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(form.getByLabelText(/^Phone/), '9437011111');
    await user.click(button);
    expect(form.getByText('Name  is required', exactly)).toBeInTheDocument();
    await settle();
    expect(email.calls).toHaveLength(0);
  });

  it("contact form: 'Name  is required' for a name of spaces, a message for a message of spaces", async () => {
    const email = capture(env.emailUrl, text('OK'));
    const { user } = renderApp('/contact');
    const button = await screen.findByRole('button', { name: 'Send Message' }, SLOW);
    const form = within(button.closest('form')!);
    await user.type(form.getByLabelText(/^Name/), SPACES);
    await user.type(form.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(form.getByLabelText(/^Phone/), '9437011111');
    await user.selectOptions(form.getByLabelText(/^Property Type/), 'land');
    await user.type(form.getByLabelText(/^Message/), SPACES);
    await user.click(button);
    expect(await form.findByText('Name  is required', exactly)).toBeInTheDocument();
    expect(form.getByText('Please write a message')).toBeInTheDocument();
    await settle();
    expect(email.calls).toHaveLength(0);
  });

  it("login: 'Phone number is required'", async () => {
    const login = capture('/real-estate/admin/admin-login', json({}));
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Enter Your Credentials To Login' }, SLOW);
    await user.type(screen.getByLabelText('Phone Number'), SPACES);
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    await settle();
    expect(login.calls).toHaveLength(0);
  });

  it("job application: the alert 'Please fill in all the required fields and upload your resume.'", async () => {
    const apply = capture('/real-estate/jobs/create-job-apply', json({}));
    const upload = capture(env.uploadUrl, json({ secure_url: 'https://files.example.com/r.pdf' }));
    const { user } = renderApp('/career');
    await user.click(await screen.findByRole('button', { name: 'Apply Now for Telecaller' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'Telecaller' }));
    await user.type(dialog.getByLabelText(/^Name/), SPACES);
    await user.type(dialog.getByLabelText(/^Email/), 'priya@example.com');
    await user.type(dialog.getByLabelText(/^Phone/), '9437011111');
    await user.upload(
      dialog.getByLabelText(/^Resume/) as HTMLInputElement,
      new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Submit Application' }));
    expect(
      await dialog.findByText('Please fill in all the required fields and upload your resume.'),
    ).toBeInTheDocument();
    await settle();
    expect(upload.calls).toHaveLength(0);
    expect(apply.calls).toHaveLength(0);
  });

  it("add building: 'Please Check Building Name' and 'Please fill in all location details'", async () => {
    await signIn();
    const added = capture('/real-estate/buildings/add-building', json({ status: true }));
    const { user } = renderApp('/create-new-building');
    await screen.findByRole('heading', { name: 'Add Buildings', level: 1 }, SLOW);
    await user.type(screen.getByLabelText(/^Building Name/), SPACES);
    await user.type(screen.getByLabelText(/^Address/), 'Plot 12, Patia');
    await user.type(screen.getByLabelText(/^City/), 'Bhubaneswar');
    await user.type(screen.getByLabelText(/^State/), SPACES);
    await user.type(screen.getByLabelText(/^Zip Code/), '751024');
    await user.type(screen.getByLabelText(/^Country/), 'India');
    await user.click(screen.getByRole('button', { name: 'Add Building' }));
    expect(await screen.findByText('Please Check Building Name')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all location details')).toBeInTheDocument();
    expect(screen.getByLabelText(/^State/)).toHaveAttribute('aria-invalid', 'true');
    await settle();
    expect(added.calls).toHaveLength(0);
  });
});
