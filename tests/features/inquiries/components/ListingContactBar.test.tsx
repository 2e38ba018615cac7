/**
 * The phone bar of the listing pages: Call the sales team, WhatsApp with the chat button's message
 * about this listing, and Visit, which chooses the site visit in the page's inquiry form.
 */
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

const building = seedBuildings[0]!;
const land = seedLands[0]!;
const project = seedProjects[0]!;

describe('the listing pages’ phone bar', () => {
  it.each([
    [
      'building',
      paths.building(building.generalInfo.BuildingsName, building._id),
      building.generalInfo.BuildingsName,
    ],
    ['land', paths.land(land._id), land.generalInfo.propertyName],
    ['project', paths.project(project.projectName, project._id), project.projectName],
  ])('on a %s page calls, messages about the listing and asks for a visit', async (_kind, path, name) => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name });
    const bar = screen.getByRole('region', { name: 'Call, WhatsApp or visit' });
    expect(bar).toHaveAttribute('data-bottom-bar');
    expect(bar).toHaveClass('lg:hidden');

    expect(within(bar).getByRole('link', { name: 'Call the sales team' })).toHaveAttribute(
      'href',
      `tel:${company.salesPhone.replace(/[^\d+]/g, '')}`,
    );
    // The page's own call link is named by the number: the bar's is not, so the name stays the page's alone.
    const byNumber = screen.queryAllByRole('link', {
      name: (linkName) => linkName.includes(company.salesPhone),
    });
    expect(byNumber.filter((link) => bar.contains(link))).toEqual([]);
    // The chat button's own link: the message names the listing and its page.
    const chat = await screen.findByRole('link', { name: new RegExp(`^Chat with .* about ${name}`) });
    const whatsApp = within(bar).getByRole('link', {
      name: `WhatsApp ${company.name} about ${name} (opens in a new tab)`,
    });
    expect(whatsApp).toHaveAttribute('href', chat.getAttribute('href'));
    const message = new URL(whatsApp.getAttribute('href')!).searchParams.get('text');
    expect(message).toContain(name);
    expect(message).toContain(`${window.location.origin}${path}`);
    expect(whatsApp).toHaveAttribute('target', '_blank');

    const form = screen.getByRole('form', { name: 'Interested? Send An Inquiry' });
    const choice = within(form).getByRole('checkbox', { name: 'Schedule a site visit' });
    expect(choice).not.toBeChecked();
    await user.click(within(bar).getByRole('button', { name: 'Visit: schedule a site visit' }));
    expect(choice).toBeChecked();
    expect(within(form).getByLabelText(/^Preferred date/)).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });

    // Asked again, it stays chosen and brings the date back.
    within(form).getByLabelText(/^Name/).focus();
    await user.click(within(bar).getByRole('button', { name: 'Visit: schedule a site visit' }));
    expect(choice).toBeChecked();
    expect(within(form).getByLabelText(/^Preferred date/)).toHaveFocus();
    scrolled.mockRestore();
  });

  it('is not on other pages', async () => {
    renderApp(paths.contact);
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(screen.queryByRole('region', { name: 'Call, WhatsApp or visit' })).not.toBeInTheDocument();
  });
});
