/**
 * The job application asks before it closes with something typed or chosen, whichever way it is
 * closed (Escape, the close button, the backdrop): Stay keeps it, Leave closes. Unchanged,
 * it closes at once, and so it does on Cancel ('Cancel closes it') and after a sent application.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/test-utils/render';

type User = ReturnType<typeof renderApp>['user'];
const LETTER = 'I have run a calling desk for three years and would like to join your sales team.';

afterEach(() => {
  vi.restoreAllMocks();
});

async function openApply(role = 'Telecaller') {
  const app = renderApp('/career');
  await screen.findByRole('heading', { level: 1, name: 'Join Our Team' }, { timeout: 5000 });
  await app.user.click(screen.getByRole('button', { name: `Apply Now for ${role}` }));
  return { ...app, dialog: screen.getByRole('dialog', { name: role }) };
}

const ways: [string, (user: User, dialog: HTMLElement) => Promise<void>][] = [
  ['Escape', (user) => user.keyboard('{Escape}')],
  [
    'the close button',
    (user, dialog) => user.click(within(dialog).getByRole('button', { name: 'Close application form' })),
  ],
  ['a click on the backdrop', (user, dialog) => user.click(dialog)],
];

describe('Apply form: closing with unsaved input', () => {
  it.each(ways)('asks on %s; Stay keeps the text, Leave closes', async (_way, close) => {
    const { user, dialog } = await openApply();
    const letter = within(dialog).getByLabelText(/^Cover Letter/);
    await user.type(letter, LETTER);

    await close(user, dialog);
    const question = await screen.findByRole('dialog', { name: 'Leave this form?' });
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog', { name: 'Leave this form?' })).not.toBeInTheDocument();
    expect(letter).toHaveValue(LETTER);

    await close(user, dialog);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave this form?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Apply Now for Telecaller' })).toHaveFocus(),
    );
  });

  it('closes at once on Cancel and after a sent application, asking nothing', async () => {
    const { user, dialog } = await openApply();
    await user.type(within(dialog).getByLabelText(/^Cover Letter/), LETTER);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply Now for Telecaller' }));
    const again = screen.getByRole('dialog', { name: 'Telecaller' });
    await user.type(within(again).getByLabelText(/^Name/), 'Priya Sahoo');
    await user.type(within(again).getByLabelText(/^Email/), 'priya@example.com');
    await user.type(within(again).getByLabelText(/^Phone/), '9437011111');
    const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(within(again).getByLabelText(/^Resume/) as HTMLInputElement, resume);
    await user.click(within(again).getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByRole('dialog', { name: 'Application Submitted Successfully' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Leave this form?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Telecaller' })).not.toBeInTheDocument();
  });

  it('asks when only a resume was chosen', async () => {
    const { user, dialog } = await openApply();
    const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(/^Resume/) as HTMLInputElement, resume);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Leave this form?' })).toBeInTheDocument();
  });

  it('opens modally, with the focus inside, and closes at once on Escape when nothing was typed', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { user, dialog } = await openApply('HR Generalist');
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal.mock.contexts).toContain(dialog);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Apply Now for HR Generalist' })).toHaveFocus(),
    );
  });
});
