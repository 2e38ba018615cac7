/**
 * The site visit on the listing pages' inquiry form: chosen, checked against the office's calendar,
 * sent as visit_date and visit_time, and offered for the buyer's calendar once the request went.
 */
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';
import { capture, text } from '@tests/test-utils/capture';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

const SUCCESS = 'Your Details Has Been Received. We Will Contact You Soon!';
const building = seedBuildings[0]!;
const land = seedLands[0]!;
const project = seedProjects[0]!;

const PAGES = [
  [
    'building',
    paths.building(building.generalInfo.BuildingsName, building._id),
    building.generalInfo.BuildingsName,
    `${building.locationDetails.address}, ${building.locationDetails.city}`,
  ],
  [
    'land',
    paths.land(land._id),
    land.generalInfo.propertyName,
    `${land.locationDetails.address}, ${land.locationDetails.city}`,
  ],
  ['project', paths.project(project.projectName, project._id), project.projectName, project.location],
] as const;

type App = ReturnType<typeof renderApp>;

const form = () => screen.getByRole('form', { name: 'Interested? Send An Inquiry' });

async function fillBuyer({ user }: App) {
  await user.type(within(form()).getByLabelText(/^Name/), 'Asha Mohanty');
  await user.type(within(form()).getByLabelText(/^Email/), 'asha@example.com');
  await user.type(within(form()).getByLabelText(/^Phone/), '9437012345');
}

/** jsdom's Blob has no text(). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const dateInput = () => within(form()).getByLabelText(/^Preferred date/);
const setDate = (value: string) => fireEvent.change(dateInput(), { target: { value } });

describe('a site visit with the inquiry', () => {
  beforeEach(() => {
    // 20:00 UTC on 30 November: 1:30 am on 1 December at the office, so its tomorrow is 2 December.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T20:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(PAGES)(
    'on a %s page: chosen, checked, sent as visit_date and visit_time, then offered for the calendar',
    async (_kind, path, name, address) => {
      const email = capture(env.emailUrl, text('OK'));
      // Opened from a shared link: its tracking tags stay out of the calendar file.
      const app = renderApp(`${path}?utm_source=whatsapp`);
      await screen.findByRole('heading', { level: 1, name });
      await fillBuyer(app);

      // Nothing about a visit until it is chosen.
      expect(within(form()).queryByLabelText(/^Preferred date/)).not.toBeInTheDocument();
      await app.user.click(within(form()).getByRole('checkbox', { name: 'Schedule a site visit' }));
      expect(dateInput()).toHaveAttribute('type', 'date');
      expect(dateInput()).toHaveAttribute('min', '2026-12-02');
      expect(dateInput()).toHaveAttribute('max', '2027-01-30');
      const times = within(within(form()).getByRole('group', { name: 'Preferred time' })).getAllByRole(
        'radio',
      );
      expect(times.map((radio) => radio.getAttribute('value'))).toEqual(['morning', 'afternoon', 'evening']);

      // Both are required, with messages that say so.
      await app.user.click(within(form()).getByRole('button', { name: 'Send Inquiry' }));
      expect(within(form()).getByText('Please choose a preferred date')).toBeInTheDocument();
      expect(within(form()).getByText('Please choose a preferred time')).toBeInTheDocument();
      expect(dateInput()).toHaveFocus();
      expect(dateInput()).toHaveAttribute('aria-invalid', 'true');

      // Today at the office, and a day past the 60, are refused; nothing is sent.
      const outside = 'Please choose a date from 2 December 2026 to 30 January 2027';
      setDate('2026-12-01');
      expect(within(form()).getByText(outside)).toBeInTheDocument();
      setDate('2027-01-31');
      expect(within(form()).getByText(outside)).toBeInTheDocument();
      await app.user.click(within(form()).getByRole('button', { name: 'Send Inquiry' }));
      expect(email.calls).toHaveLength(0);
      expect(within(form()).queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();

      setDate('2026-12-03');
      await app.user.click(within(form()).getByRole('radio', { name: /^Afternoon/ }));
      expect(within(form()).queryByText(outside)).not.toBeInTheDocument();
      await app.user.click(within(form()).getByRole('button', { name: 'Send Inquiry' }));
      expect(await within(form()).findByText(SUCCESS)).toBeInTheDocument();
      expect(email.calls).toHaveLength(1);
      expect((email.last.json as { template_params: Record<string, string> }).template_params).toMatchObject({
        name: 'Asha Mohanty',
        property: name,
        visit_date: '3 December 2026',
        visit_time: 'Afternoon (2 pm to 4 pm IST)',
      });

      // The success offers the visit for the buyer's calendar: an .ics of that slot at the listing.
      let saved: Blob | undefined;
      URL.createObjectURL = vi.fn((blob: Blob) => {
        saved = blob;
        return 'blob:visit';
      });
      URL.revokeObjectURL = vi.fn();
      const clicked: HTMLAnchorElement[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
      expect(within(form()).getByText(/3 December 2026, afternoon \(2 pm to 4 pm IST\)/)).toBeInTheDocument();
      await app.user.click(within(form()).getByRole('button', { name: 'Add to calendar' }));
      expect(clicked).toHaveLength(1);
      expect(clicked[0]!.download).toMatch(/^Site visit .+ 2026-12-03\.ics$/);
      expect(saved?.type).toBe('text/calendar;charset=utf-8');
      const ics = await readText(saved!);
      const unfolded = ics.replace(/\r\n /g, '');
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(unfolded).toContain(`SUMMARY:Site visit: ${name.replace(/([,;])/g, '\\$1')}\r\n`);
      expect(unfolded).toContain(`LOCATION:${address.replace(/([,;])/g, '\\$1')}\r\n`);
      expect(unfolded).toContain('DTSTART:20261203T083000Z\r\n');
      expect(unfolded).toContain('DTEND:20261203T103000Z\r\n');
      expect(unfolded).toContain(company.salesPhone);
      // The listing's canonical address, a request not yet agreed.
      expect(unfolded).toContain(`URL:${env.siteUrl}${path}\r\n`);
      expect(unfolded).toContain('STATUS:TENTATIVE\r\n');
      // The form is cleared for a next inquiry.
      expect(within(form()).getByRole('checkbox', { name: 'Schedule a site visit' })).not.toBeChecked();
    },
  );

  it('sends empty visit fields, and offers no calendar, when no visit was asked for', async () => {
    const email = capture(env.emailUrl, text('OK'));
    const [, path, name] = PAGES[0];
    const app = renderApp(path);
    await screen.findByRole('heading', { level: 1, name });
    await fillBuyer(app);
    await app.user.click(within(form()).getByRole('button', { name: 'Send Inquiry' }));
    expect(await within(form()).findByText(SUCCESS)).toBeInTheDocument();
    expect((email.last.json as { template_params: Record<string, string> }).template_params).toMatchObject({
      visit_date: '',
      visit_time: '',
    });
    expect(within(form()).queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  it('offers no calendar when the request failed, and keeps the visit chosen', async () => {
    capture(env.emailUrl, text('Service unavailable', 503));
    const [, path, name] = PAGES[0];
    const app = renderApp(path);
    await screen.findByRole('heading', { level: 1, name });
    await fillBuyer(app);
    await app.user.click(within(form()).getByRole('checkbox', { name: 'Schedule a site visit' }));
    setDate('2026-12-10');
    await app.user.click(within(form()).getByRole('radio', { name: /^Morning/ }));
    await app.user.click(within(form()).getByRole('button', { name: 'Send Inquiry' }));
    expect(await within(form()).findByText('Something Went Wrong!.Please Try Again')).toBeInTheDocument();
    expect(within(form()).queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(dateInput()).toHaveValue('2026-12-10');
    expect(within(form()).getByRole('radio', { name: /^Morning/ })).toBeChecked();
  });
});
