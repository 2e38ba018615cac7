import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { seedProjects } from '@/mocks/seed/projects';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

const project = seedProjects[0]!;
const name = project.projectName;
const pagePath = paths.project(name, project._id);
const brochurePath = paths.projectBrochure(name, project._id);

let print: MockInstance<() => void>;
beforeEach(() => {
  print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
});
afterEach(() => {
  print.mockRestore();
});

describe('Project brochure', () => {
  it('shows the name, status, type, year, three photos, contact details and a QR code', async () => {
    renderApp(brochurePath);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Key facts' });
    for (const label of ['Status', 'Project Type', 'Year of Completion'])
      expect(within(facts).getByText(label)).toBeInTheDocument();
    expect(within(facts).getByText(String(project.yearOfCompletion))).toBeInTheDocument();
    const photos = screen.getAllByRole('img', { name: new RegExp(`^${name}, photo`) });
    expect(photos).toHaveLength(3);
    const contact = screen.getByRole('region', { name: `Talk to ${company.name}` });
    expect(within(contact).getByText(company.address.line1, { exact: false })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: `QR code: opens ${env.siteUrl}${pagePath}` }),
    ).toBeVisible();
    photos.forEach((photo) => fireEvent.load(photo));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('is linked from the project page', async () => {
    renderApp(pagePath);
    expect(await screen.findByRole('link', { name: 'Download brochure' })).toHaveAttribute(
      'href',
      brochurePath,
    );
  });
});
