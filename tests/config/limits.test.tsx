/**
 * Every text box of the site, public and admin, has a maximum length (names 120, e-mail 254,
 * messages 2,000, descriptions 5,000; src/config/limits.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_LENGTH } from '@/config/limits';
import { seedId } from '@/mocks/seed/ids';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };
const BUILDING_ID = seedId('building', 1);
const LAND_ID = seedId('land', 1);
const PROJECT_ID = seedId('project', 1);

/** Inputs a person types text into (not numbers, files, checkboxes), and every textarea. */
const TEXT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'password']);
function textControls(root: ParentNode = document): (HTMLInputElement | HTMLTextAreaElement)[] {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(
    (control) => control instanceof HTMLTextAreaElement || TEXT_TYPES.has(control.type),
  );
}

const describeControl = (control: HTMLInputElement | HTMLTextAreaElement) =>
  `${control.tagName.toLowerCase()} ${control.labels?.[0]?.textContent ?? control.getAttribute('aria-label') ?? control.placeholder}`;

function expectAllLimited(root: ParentNode = document) {
  const controls = textControls(root);
  expect(controls.length).toBeGreaterThan(0);
  const unlimited = controls.filter((control) => !(control.maxLength > 0)).map(describeControl);
  expect(unlimited).toEqual([]);
}

describe('maximum lengths: representative fields', () => {
  it('the inquiry form: name 120, e-mail 254, phone 15, message 2,000', async () => {
    renderApp(`/property/Green%20Valley%20Residency/${BUILDING_ID}`);
    await screen.findByRole('button', { name: 'Send Inquiry' }, SLOW);
    const form = screen.getByRole('button', { name: 'Send Inquiry' }).closest('form')!;
    const inquiry = within(form);
    expect(inquiry.getByLabelText(/^Name/)).toHaveAttribute('maxLength', String(MAX_LENGTH.name));
    expect(inquiry.getByLabelText(/^Email/)).toHaveAttribute('maxLength', '254');
    expect(inquiry.getByLabelText(/^Phone/)).toHaveAttribute('maxLength', '15');
    expect(inquiry.getByLabelText(/^Message/)).toHaveAttribute('maxLength', '2000');
  });

  it('the contact form: name 120, e-mail 254, message 2,000', async () => {
    renderApp('/contact');
    await screen.findByRole('button', { name: 'Send Message' }, SLOW);
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('maxLength', '120');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('maxLength', '254');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('maxLength', '2000');
  });

  it('the add project form: name 120, location 300, description 5,000, amenities 120', async () => {
    await signIn();
    renderApp('/add_project_Form');
    await screen.findByRole('heading', { name: 'Add Project', level: 1 }, SLOW);
    expect(screen.getByLabelText('Project Name')).toHaveAttribute('maxLength', '120');
    expect(screen.getByLabelText('Location')).toHaveAttribute('maxLength', '300');
    expect(screen.getByLabelText('Description')).toHaveAttribute('maxLength', '5000');
    expect(screen.getByLabelText('Amenities')).toHaveAttribute('maxLength', '120');
  });

  it('the add building form: name 120, address 300, a description paragraph 5,000; numbers none', async () => {
    await signIn();
    renderApp('/create-new-building');
    await screen.findByLabelText(/^Building Name/, {}, SLOW);
    expect(screen.getByLabelText(/^Building Name/)).toHaveAttribute('maxLength', '120');
    expect(screen.getByLabelText(/^Address/)).toHaveAttribute('maxLength', '300');
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('maxLength', '120');
    expect(screen.getByLabelText('Paragraph 1')).toHaveAttribute('maxLength', '5000');
    expect(screen.getByLabelText('Number of Towers')).not.toHaveAttribute('maxLength');
  });

  it('a typed name stops at 120 characters', async () => {
    const { user } = renderApp('/contact');
    await screen.findByRole('button', { name: 'Send Message' }, SLOW);
    const name = screen.getByLabelText(/^Name/);
    await user.click(name);
    await user.paste('x'.repeat(200));
    expect(name).toHaveValue('x'.repeat(120));
  });
});

describe('maximum lengths: every text box of every form and search box', () => {
  it.each([
    ['/login', () => screen.findByLabelText('Phone Number', {}, SLOW)],
    ['/forgot-password', () => screen.findByLabelText('Email', {}, SLOW)],
    ['/contact', () => screen.findByRole('button', { name: 'Send Message' }, SLOW)],
    [
      `/property/Green%20Valley%20Residency/${BUILDING_ID}`,
      () => screen.findByRole('button', { name: 'Send Inquiry' }, SLOW),
    ],
    ['/properties', () => screen.findByPlaceholderText('Search Buildings...', {}, SLOW)],
    ['/properties?type=land', () => screen.findByPlaceholderText('Search Lands...', {}, SLOW)],
    ['/Projects', () => screen.findByLabelText('Search by project name', {}, SLOW)],
  ])('public %s', async (path, ready) => {
    renderApp(path);
    await ready();
    expectAllLimited();
  });

  it('the job application dialog', async () => {
    const { user } = renderApp('/career');
    await user.click(await screen.findByRole('button', { name: 'Apply Now for Telecaller' }, SLOW));
    expectAllLimited(await screen.findByRole('dialog'));
  });

  it.each([
    ['/create-new-building', () => screen.findByLabelText(/^Building Name/, {}, SLOW)],
    [
      `/update-building/${BUILDING_ID}`,
      () => waitFor(() => expect(screen.getByLabelText('Building Name')).not.toHaveValue(''), SLOW),
    ],
    ['/create-new-land', () => screen.findByLabelText(/^Property Name/, {}, SLOW)],
    [
      `/edit-land-details/${LAND_ID}`,
      () => waitFor(() => expect(screen.getByLabelText(/^Property Name/)).not.toHaveValue(''), SLOW),
    ],
    ['/add_project_Form', () => screen.findByLabelText('Project Name', {}, SLOW)],
    [
      `/projectlists/edit/${PROJECT_ID}`,
      () => waitFor(() => expect(screen.getByLabelText('Project Name')).not.toHaveValue(''), SLOW),
    ],
    ['/buildings', () => screen.findByRole('searchbox', {}, SLOW)],
    ['/projectlists', () => screen.findByRole('searchbox', {}, SLOW)],
  ])('admin %s', async (path, ready) => {
    await signIn();
    renderApp(path);
    await ready();
    expectAllLimited();
  });

  it('the blog form', async () => {
    await signIn();
    const { user } = renderApp('/blogs');
    await user.click(await screen.findByRole('button', { name: 'Add Blog' }, SLOW));
    expectAllLimited(await screen.findByRole('dialog', { name: 'Add Blog' }));
  });
});
