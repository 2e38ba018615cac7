import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };

beforeEach(async () => {
  await signIn();
});

const header = () => screen.getByRole('heading', { level: 1 }).closest('div')!.parentElement!;

describe('an add screen, as its kind declares it', () => {
  it('Add Project links to the list in its header and says what it adds', async () => {
    renderApp('/add_project_Form');
    await screen.findByLabelText('Project Name', {}, SLOW);
    expect(within(header()).getByText('Add a new project to the public Projects page.')).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'List Of Projects' })).toHaveAttribute(
      'href',
      '/projectlists',
    );
    await waitFor(() => expect(document.title).toContain('Add Project'));
  });

  it('Add Lands has no header link; its Cancel goes to the land list', async () => {
    renderApp('/create-new-land');
    await screen.findByRole('heading', { level: 1, name: 'Add Lands' }, SLOW);
    expect(within(header()).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/lands');
  });
});
