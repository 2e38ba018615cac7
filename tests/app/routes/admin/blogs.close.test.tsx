/**
 * The blog editor asks before it closes with unsaved text, whichever way it is closed (Escape, the
 * close button, the backdrop): Stay keeps the text, Leave closes. Unchanged, it closes at once;
 * Cancel, a deliberate discard, closes it at once.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signIn } from '@tests/test-utils/render';

type User = ReturnType<typeof renderApp>['user'];
const SLOW = { timeout: 10_000 };
const TEXT = 'Book a slot at the sub-registrar, then pay the stamp duty online.';

beforeEach(async () => {
  await signIn();
});

async function openCreate() {
  const view = renderApp('/blogs');
  await view.user.click(await screen.findByRole('button', { name: 'Add Blog' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Add Blog' });
  return { ...view, dialog };
}

const ways: [string, (user: User, dialog: HTMLElement) => Promise<void>][] = [
  ['Escape', (user) => user.keyboard('{Escape}')],
  [
    'the close button',
    (user, dialog) => user.click(within(dialog).getByRole('button', { name: 'Close dialog' })),
  ],
  ['a click on the backdrop', (user, dialog) => user.click(dialog)],
];

describe('Blog editor: closing with unsaved text', () => {
  it.each(ways)('asks on %s; Stay keeps the text, Leave closes', async (_way, close) => {
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Paragraph 1'), TEXT);

    await close(user, dialog);
    const question = await screen.findByRole('dialog', { name: 'Leave this form?' });
    expect(question).toHaveTextContent('You have unsaved changes. Leave this form and lose them?');
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog', { name: 'Leave this form?' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Paragraph 1')).toHaveValue(TEXT);
    expect(dialog).toHaveAttribute('open');

    await close(user, dialog);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave this form?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The focus goes back to the button that opened the editor.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Blog' })).toHaveFocus());
  });

  it('closes at once on Cancel, a deliberate discard', async () => {
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Paragraph 1'), TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape on the question itself stays with the text', async () => {
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Paragraph 1'), TEXT);
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Leave this form?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Leave this form?' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Paragraph 1')).toHaveValue(TEXT);
  });

  it('asks, and keeps the text, when the browser shuts the dialog itself (an Escape it lets no page stop)', async () => {
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Paragraph 1'), TEXT);
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: false }));
      (dialog as HTMLDialogElement).close();
    });
    expect(await screen.findByRole('dialog', { name: 'Leave this form?' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByLabelText('Paragraph 1')).toHaveValue(TEXT);
  });

  it('opens as a modal dialog and, unchanged, closes at once on Escape', async () => {
    const { user, dialog } = await openCreate();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
