/**
 * The admin's upload overlay against an image host that never answers: Cancel (or Escape) stops
 * the uploads and keeps the form and every image already uploaded; a stall ends by itself after
 * 30 s; choosing the files again (Retry) works.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_CANCELLED } from '@/components/ImagePicker';
import { UPLOAD_STALL_MS } from '@/config/constants';
import { server } from '@/mocks/node';
import { buildingsBackend, png, uploadsBackend } from '@tests/test-utils/backend';
import { renderApp, signIn } from '@tests/test-utils/render';

type User = ReturnType<typeof renderApp>['user'];

async function open() {
  const view = renderApp('/create-new-building');
  await screen.findByRole('heading', { name: 'Add Buildings', level: 1 }, { timeout: 5000 });
  return view;
}

/** An image host that answers files whose content is 'fast' and never answers the others. */
function stallingHost() {
  const state = { arrived: 0, answered: 0 };
  server.use(
    http.post('*/demo-services/upload', async ({ request }) => {
      const file = (await request.formData()).get('file');
      state.arrived += 1;
      if (typeof file !== 'string' && file && (await file.text()) === 'fast') {
        state.answered += 1;
        return HttpResponse.json({ secure_url: `https://img.test/properties/fast-${state.answered}.png` });
      }
      return new Promise<Response>(() => undefined);
    }),
  );
  return state;
}

async function uploadFirstImage(user: User) {
  uploadsBackend();
  await user.upload(screen.getByLabelText('Building Images'), png('front.png'));
  await screen.findByRole('img', { name: 'Building Images 1' });
}

beforeEach(async () => {
  buildingsBackend([]);
  await signIn();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Add Buildings: an image host that never answers', () => {
  it.each([
    ['the Cancel button', (user: User) => user.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', (user: User) => user.keyboard('{Escape}')],
  ])(
    'cancels with %s, keeping the form, the images uploaded before and those done; Retry works',
    async (_label, cancel) => {
      const { user } = await open();
      await user.type(screen.getByLabelText(/^Building Name/), 'Sai Heights');
      await uploadFirstImage(user);

      const host = stallingHost();
      // Chosen as a browser reports it (focus back on the input, then change): user.upload would
      // refocus the input after the change, when it is already disabled under the overlay.
      fireEvent.change(screen.getByLabelText('Building Images'), {
        target: { files: [png('done.png', 'fast'), png('stuck.png')] },
      });
      const overlay = await screen.findByRole('dialog', { name: /^Uploading images\.\.\. \d+%$/ });
      await waitFor(() => expect(host.answered).toBe(1));
      // The overlay holds the keyboard: a modal dialog (the browser makes the page behind inert,
      // which jsdom does not), the focus on its Cancel.
      expect(overlay.tagName).toBe('DIALOG');
      expect(overlay).toHaveAttribute('open');
      await waitFor(() => expect(within(overlay).getByRole('button', { name: 'Cancel' })).toHaveFocus());
      expect(screen.getByRole('button', { name: 'Add Building' })).toBeDisabled();

      await cancel(user);
      expect(await screen.findByText(UPLOAD_CANCELLED)).toBeInTheDocument();
      expect(screen.queryByText(/Uploading images/)).not.toBeInTheDocument();
      expect(screen.getByLabelText(/^Building Name/)).toHaveValue('Sai Heights');
      expect(screen.getByRole('img', { name: 'Building Images 1' })).toBeInTheDocument();
      // The file that was answered before the cancel is kept; the stuck one is not.
      expect(screen.getByRole('img', { name: 'Building Images 2' })).toHaveAttribute(
        'src',
        'https://img.test/properties/fast-1.png',
      );
      expect(screen.queryByRole('img', { name: 'Building Images 3' })).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add Building' })).toBeEnabled());

      // Retry: choosing the file again uploads it.
      uploadsBackend();
      await user.upload(screen.getByLabelText('Building Images'), png('stuck.png'));
      expect(await screen.findByRole('img', { name: 'Building Images 3' })).toBeInTheDocument();
      expect(screen.queryByText(UPLOAD_CANCELLED)).not.toBeInTheDocument();
      expect(screen.getByLabelText(/^Building Name/)).toHaveValue('Sai Heights');
    },
  );

  it(`ends an upload with no progress for ${UPLOAD_STALL_MS / 1000} s by itself, with a clear message`, async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText(/^Building Name/), 'Sai Heights');
    await uploadFirstImage(user);
    const host = stallingHost();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.upload(screen.getByLabelText('Building Images'), png('stuck.png'));
    await screen.findByRole('dialog', { name: /^Uploading images/ });
    await waitFor(() => expect(host.arrived).toBe(1));
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS + 1_000);

    expect(
      await screen.findByText(
        'The upload of "stuck.png" stopped: no progress for 30 seconds. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Uploading images/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Building Name/)).toHaveValue('Sai Heights');
    expect(screen.getAllByRole('img', { name: /^Building Images/ })).toHaveLength(1);

    uploadsBackend();
    await user.upload(screen.getByLabelText('Building Images'), png('stuck.png'));
    expect(await screen.findByRole('img', { name: 'Building Images 2' })).toBeInTheDocument();
  });
});
