/** Links to one position: /career?role=<role> opens its apply dialog, and each card copies its link. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS } from '@/components/share/useCopyLink';
import { renderApp } from '@tests/test-utils/render';

async function openCareer(path = '/career') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Join Our Team' });
  return app;
}

describe('Job links', () => {
  it("opens the position's apply dialog from ?role=, in any case", async () => {
    await openCareer('/career?role=telecaller');
    const dialog = await screen.findByRole('dialog', { name: 'Telecaller' });
    expect(within(dialog).getByText('Apply for the Position')).toBeInTheDocument();
  });

  it('takes the role out of the address when the dialog closes, replacing the entry', async () => {
    const app = await openCareer('/career?role=HR%20Generalist');
    const dialog = await screen.findByRole('dialog', { name: 'HR Generalist' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Close application form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.location().pathname).toBe('/career');
    expect(app.location().search).toBe('');
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('closes on Escape too, and the page stays on /career', async () => {
    const app = await openCareer('/career?role=Project+Coordinator');
    await screen.findByRole('dialog', { name: 'Project Coordinator' });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.location().search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
  });

  it('opens nothing for a role that is not offered', async () => {
    await openCareer('/career?role=Chief%20Executive');
    expect(screen.getByRole('button', { name: 'Apply Now for Telecaller' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the address alone when a dialog opened with Apply Now closes', async () => {
    const app = await openCareer('/career');
    const before = app.location().key;
    await app.user.click(screen.getByRole('button', { name: 'Apply Now for Marketing Manager' }));
    const dialog = screen.getByRole('dialog', { name: 'Marketing Manager' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Close application form' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.location().key).toBe(before);
  });

  it("copies each position's link, says 'Link copied' for a moment, and the link opens that position", async () => {
    const app = await openCareer('/career');
    const copy = screen.getByRole('button', { name: 'Copy link for Business Development Executive' });
    await app.user.click(copy);
    expect(copy).toHaveTextContent('Link copied');
    expect(copy).toHaveAccessibleName('Link copied for Business Development Executive');
    const link = new URL(await navigator.clipboard.readText());
    expect(link.pathname).toBe('/career');
    expect(link.searchParams.get('role')).toBe('Business Development Executive');
    // Only that card changed.
    expect(screen.getAllByRole('button', { name: /^Copy link for/ })).toHaveLength(5);
    await waitFor(() => expect(copy).toHaveTextContent('Copy link'), { timeout: COPY_FEEDBACK_MS + 2000 });

    app.unmount();
    await openCareer(`${link.pathname}${link.search}`);
    expect(await screen.findByRole('dialog', { name: 'Business Development Executive' })).toBeInTheDocument();
  });

  it("says 'Copy failed' when the clipboard refuses", async () => {
    const app = await openCareer('/career');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    const copy = screen.getByRole('button', { name: 'Copy link for Telecaller' });
    await app.user.click(copy);
    expect(copy).toHaveTextContent('Copy failed');
  });
});
