/**
 * What every public form shares: the inquiry on building, land and project pages
 * sends the page's address and the listing's kind and id; the inquiry, contact and apply forms
 * carry a hidden spam trap and a notice of what they send, to whom and why.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { capture, json, text } from '@tests/test-utils/capture';
import { renderApp } from '@tests/test-utils/render';

const SUCCESS = 'Your Details Has Been Received. We Will Contact You Soon!';
const building = seedBuildings[0]!;
const buildingName = building.generalInfo.BuildingsName;
const land = seedLands[0]!;
const landName = land.generalInfo.propertyName;

type App = ReturnType<typeof renderApp>;

async function openPage(path: string, heading: string) {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

const inquiryForm = () => screen.getByRole('form', { name: 'Interested? Send An Inquiry' });
const trapIn = (form: HTMLElement) => {
  const field = form.querySelector<HTMLInputElement>('input[name="website"]');
  if (!field) throw new Error('The form has no spam trap');
  return field;
};

async function fillInquiry({ user }: App, form: HTMLElement) {
  await user.type(within(form).getByLabelText(/^Name/), 'Asha Mohanty');
  await user.type(within(form).getByLabelText(/^Email/), 'asha@example.com');
  await user.type(within(form).getByLabelText(/^Phone/), '9437012345');
  await user.type(within(form).getByLabelText(/^Message/), 'Please call me.');
}

const paramsOf = (request: { json: unknown }) =>
  (request.json as { template_params: Record<string, string> }).template_params;

describe('Inquiries from listing pages', () => {
  it("the land page takes an inquiry and sends the land's name, id, kind and page address", async () => {
    const email = capture(env.emailUrl, text('OK'));
    const app = await openPage(paths.land(land._id), landName);
    const form = inquiryForm();
    await fillInquiry(app, form);
    await app.user.click(within(form).getByRole('button', { name: 'Send Inquiry' }));
    expect(await within(form).findByText(SUCCESS)).toBeInTheDocument();
    expect(paramsOf(email.last)).toEqual({
      name: 'Asha Mohanty',
      email: 'asha@example.com',
      phone: '9437012345',
      message: 'Please call me.',
      property: landName,
      page_url: `${window.location.origin}${paths.land(land._id)}`,
      listing_kind: 'land',
      listing_id: land._id,
      visit_date: '',
      visit_time: '',
    });
  });

  it('the building page sends its page address, kind and id with the SPEC fields', async () => {
    const email = capture(env.emailUrl, text('OK'));
    const path = paths.building(buildingName, building._id);
    const app = await openPage(`${path}?from=home`, buildingName);
    const form = inquiryForm();
    await fillInquiry(app, form);
    await app.user.click(within(form).getByRole('button', { name: 'Send Inquiry' }));
    expect(await within(form).findByText(SUCCESS)).toBeInTheDocument();
    expect(paramsOf(email.last)).toMatchObject({
      property: buildingName,
      page_url: `${window.location.origin}${path}?from=home`,
      listing_kind: 'building',
      listing_id: building._id,
    });
  });
});

describe('The spam trap', () => {
  it('is out of sight, out of the tab order and hidden from screen readers', async () => {
    const app = await openPage(paths.building(buildingName, building._id), buildingName);
    const form = inquiryForm();
    const trap = trapIn(form);
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form).queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
    // Tab goes from the last control (the site-visit choice) past the trap to the notice's links,
    // then to the button.
    within(form).getByRole('checkbox', { name: 'Schedule a site visit' }).focus();
    await app.user.tab();
    expect(within(form).getByRole('link', { name: company.grievance.email })).toHaveFocus();
    await app.user.tab();
    expect(within(form).getByRole('link', { name: 'Read the full privacy notice' })).toHaveFocus();
    await app.user.tab();
    expect(within(form).getByRole('button', { name: 'Send Inquiry' })).toHaveFocus();
  });

  it('filled on an inquiry: the visitor is thanked and nothing is sent', async () => {
    const email = capture(env.emailUrl, text('OK'));
    const app = await openPage(paths.land(land._id), landName);
    const form = inquiryForm();
    await fillInquiry(app, form);
    fireEvent.change(trapIn(form), { target: { value: 'https://spam.example' } });
    await app.user.click(within(form).getByRole('button', { name: 'Send Inquiry' }));
    expect(await within(form).findByText(SUCCESS)).toBeInTheDocument();
    expect(email.calls).toHaveLength(0);
  });

  it('filled on the contact form: thanked, nothing sent', async () => {
    const email = capture(env.emailUrl, text('OK'));
    const app = await openPage(paths.contact, 'Contact Us');
    const form = screen.getByRole('form', { name: 'Drop Us A Line' });
    await app.user.type(within(form).getByLabelText(/^Name/), 'Manas Pradhan');
    await app.user.type(within(form).getByLabelText(/^Email/), 'manas@example.com');
    await app.user.type(within(form).getByLabelText(/^Phone/), '9437011111');
    await app.user.selectOptions(within(form).getByLabelText(/^Property Type/), 'Land');
    await app.user.type(within(form).getByLabelText(/^Message/), 'A plot near Janla.');
    fireEvent.change(trapIn(form), { target: { value: 'spam' } });
    await app.user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText(SUCCESS)).toBeInTheDocument();
    expect(email.calls).toHaveLength(0);
  });

  it('filled on a job application: the success shows, nothing is uploaded or sent', async () => {
    const upload = capture(env.uploadUrl, json({ secure_url: 'https://files.example.com/cv.pdf' }));
    const apply = capture('/real-estate/jobs/create-job-apply', () => HttpResponse.json({}, { status: 201 }));
    const app = await openPage(paths.career, 'Join Our Team');
    await app.user.click(screen.getByRole('button', { name: 'Apply Now for Telecaller' }));
    const dialog = screen.getByRole('dialog', { name: 'Telecaller' });
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'Priya Sahoo');
    await app.user.type(within(dialog).getByLabelText(/^Email/), 'priya@example.com');
    await app.user.type(within(dialog).getByLabelText(/^Phone/), '9437011111');
    await app.user.upload(
      within(dialog).getByLabelText(/^Resume/) as HTMLInputElement,
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    const form = within(dialog).getByRole('form', { name: 'Apply for the Position' });
    fireEvent.change(trapIn(form), { target: { value: 'spam' } });
    await app.user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByRole('dialog', { name: 'Application Submitted Successfully' }),
    ).toBeInTheDocument();
    expect(upload.calls).toHaveLength(0);
    expect(apply.calls).toHaveLength(0);
  });
});

describe('The notice at collection', () => {
  const expectNotice = (scope: HTMLElement, sent: string) => {
    const link = within(scope).getByRole('link', { name: 'Read the full privacy notice' });
    expect(link).toHaveAttribute('href', '/privacy');
    const notice = link.closest('p')!;
    expect(notice).toHaveTextContent(sent);
    expect(notice).toHaveTextContent(`To withdraw or erase, write to ${company.grievance.email}.`);
    // Above the submit button: read before anything is sent.
    const button = within(scope).getByRole('button', {
      name: /Send Inquiry|Send Message|Submit Application/,
    });
    expect(button.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_PRECEDING).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
  };

  it('sits above the submit button of the inquiry form and the contact form, naming what each sends', async () => {
    const first = await openPage(paths.land(land._id), landName);
    expectNotice(inquiryForm(), 'Your name, email, phone and message, with the listing, its page’s address');
    first.unmount();
    await openPage(paths.contact, 'Contact Us');
    expectNotice(
      screen.getByRole('form', { name: 'Drop Us A Line' }),
      'Your name, email, phone, property type and message',
    );
  });

  it('sits above the buttons of the job application, and its link opens the privacy notice', async () => {
    const app = await openPage(paths.career, 'Join Our Team');
    await app.user.click(screen.getByRole('button', { name: 'Apply Now for HR Generalist' }));
    const dialog = screen.getByRole('dialog', { name: 'HR Generalist' });
    expectNotice(dialog, 'Your name, email, phone, resume and cover letter, with the position');
    await app.user.click(within(dialog).getByRole('link', { name: 'Read the full privacy notice' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/privacy');
  });
});
