import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { capture, networkError, text } from '@tests/test-utils/capture';
import { renderApp } from '@tests/test-utils/render';
import { gate } from '@tests/test-utils/gate';

const SUCCESS = 'Your Details Has Been Received. We Will Contact You Soon!';
const FAILURE = 'Something Went Wrong!.Please Try Again';

async function openContact() {
  const app = renderApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 5000 });
  const form = screen.getByRole('form', { name: 'Drop Us A Line' });
  return { ...app, form };
}

const control = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label);

async function fill(app: Awaited<ReturnType<typeof openContact>>, phone = '9437011111') {
  const { form, user } = app;
  await user.type(control(form, /^Name/), 'Manas Pradhan');
  await user.type(control(form, /^Email/), 'manas@example.com');
  await user.type(control(form, /^Phone/), phone);
  await user.selectOptions(control(form, /^Property Type/), 'Commercial');
  await user.type(control(form, /^Message/), 'Looking for an office near Jaydev Vihar.');
}

const send = (app: Awaited<ReturnType<typeof openContact>>) =>
  app.user.click(within(app.form).getByRole('button', { name: 'Send Message' }));

describe('Contact Us', () => {
  it('shows the email, phone, office address, the map and its link', async () => {
    await openContact();
    await waitFor(() => expect(document.title).toContain('Contact Us'));
    // The page's own details, not the top bar's or the footer's.
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(main.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    const office = main.getByText(company.address.line1, { exact: false });
    expect(office).toHaveTextContent(company.address.region);
    // The map's frame is created as it nears the viewport (at once in jsdom).
    const map = await screen.findByTitle(`Map of the ${company.name} office`);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', company.map.embedUrl);
    expect(map).toHaveAttribute('loading', 'lazy');
    const link = screen.getByRole('link', { name: /Open the map/ });
    expect(link).toHaveAttribute('href', company.map.link);
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('makes every field browser-required, with the three property types', async () => {
    const { form } = await openContact();
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Property Type/, /^Message/]) {
      expect(control(form, label)).toBeRequired();
    }
    const options = within(control(form, /^Property Type/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a property type',
      'Residential',
      'Commercial',
      'Land',
    ]);
  });

  it('says in words what each empty field needs and sends nothing', async () => {
    const email = capture(env.emailUrl, text('OK'));
    const app = await openContact();
    await send(app);
    // The required text has two spaces: compare it without collapsing them.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(await within(app.form).findByText('Name  is required', exact)).toBeInTheDocument();
    expect(within(app.form).getByText('Email is required')).toBeInTheDocument();
    expect(within(app.form).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(app.form).getByText('Please choose a property type')).toBeInTheDocument();
    expect(within(app.form).getByText('Please write a message')).toBeInTheDocument();
    expect(email.calls).toHaveLength(0);
  });

  it('checks the phone has 10 digits before sending', async () => {
    const email = capture(env.emailUrl, text('OK'));
    const app = await openContact();
    await fill(app, '94370');
    await send(app);
    expect(await within(app.form).findByText('Invalid phone number, must be 10 digits')).toBeInTheDocument();
    expect(email.calls).toHaveLength(0);
  });

  it('reads Please Wait.. while sending, sends through the email service, then thanks and clears', async () => {
    const answer = gate();
    const email = capture(env.emailUrl, async () => {
      await answer.opened;
      return HttpResponse.text('OK');
    });
    const app = await openContact();
    await fill(app);
    await send(app);
    expect(within(app.form).getByRole('button', { name: 'Please Wait..' })).toBeDisabled();
    answer.open();
    expect(await within(app.form).findByText(SUCCESS)).toBeInTheDocument();
    expect(email.calls).toHaveLength(1);
    expect(email.last.json).toEqual({
      service_id: env.email.serviceId,
      template_id: env.email.templateId,
      user_id: env.email.userId,
      template_params: {
        name: 'Manas Pradhan',
        email: 'manas@example.com',
        phone: '9437011111',
        message: 'Looking for an office near Jaydev Vihar.',
        property: 'Contact Us: Commercial property',
        // Where it came from: the page's absolute address, and no listing.
        page_url: `${window.location.origin}/contact`,
        listing_kind: 'contact',
        // The one template reads the visit fields of the listing pages: empty here.
        visit_date: '',
        visit_time: '',
      },
    });
    expect(control(app.form, /^Name/)).toHaveValue('');
    expect(control(app.form, /^Property Type/)).toHaveValue('');
    expect(control(app.form, /^Message/)).toHaveValue('');
    expect(within(app.form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('sends through the demo email service', async () => {
    const app = await openContact();
    await fill(app);
    await send(app);
    expect(await within(app.form).findByText(SUCCESS)).toBeInTheDocument();
  });

  it.each([
    ['a 400', text('The template ID is invalid', 400)],
    ['a network error', networkError],
  ])('keeps what was typed and says so when sending fails with %s', async (_label, reply) => {
    capture(env.emailUrl, reply);
    const app = await openContact();
    await fill(app);
    await send(app);
    expect(await within(app.form).findByRole('alert')).toHaveTextContent(FAILURE);
    expect(within(app.form).queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(control(app.form, /^Name/)).toHaveValue('Manas Pradhan');
    expect(control(app.form, /^Property Type/)).toHaveValue('commercial');
    expect(control(app.form, /^Message/)).toHaveValue('Looking for an office near Jaydev Vihar.');
    await waitFor(() => expect(within(app.form).getByRole('button', { name: 'Send Message' })).toBeEnabled());
  });
});
