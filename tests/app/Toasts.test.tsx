/** A notification's close button is named in the page's language, and closes it. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';
import { Toasts } from '@/app/Toasts';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';

describe('Toasts', () => {
  it.each([
    ['/about', 'close', 'Saved'],
    ['/or/about', 'ବନ୍ଦ କରନ୍ତୁ', 'ସଞ୍ଚିତ ହେଲା'],
    ['/hi/about', 'बंद करें', 'सहेजा गया'],
  ])('on %s the close button reads %s, and closes the notification', async (path, label, message) => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={[path]}>
        <Toasts />
      </MemoryRouter>,
    );
    toast.success(message);
    const close = await screen.findByRole('button', { name: label });
    // The library names its timer bar in English only: on another language's page it is hidden,
    // from the eye and from screen readers, and no label of it is left to read.
    const english = path === '/about';
    const timer = document.querySelector('[role="progressbar"]');
    expect(timer).toHaveAttribute('aria-hidden', english ? 'false' : 'true');
    if (!english) expect(strayLatinOnPage()).toEqual([]);
    await user.click(close);
    // jsdom plays no exit animation: the notification is marked as leaving.
    await waitFor(() =>
      expect(screen.getByText(message).closest('.Toastify__toast')).toHaveAttribute('data-in', 'false'),
    );
  });
});
