import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { ChatButton } from '@/layouts/public/ChatButton';
import { chatLink, chatMessage, useChatAbout } from '@/lib/chatSubject';

describe('chatLink', () => {
  it('is the plain messaging link without a subject', () => {
    expect(chatLink(null)).toBe(company.messagingUrl);
  });

  it('adds a message that names the listing and carries its link, encoded', () => {
    const subject = { name: 'Green Valley & Sons', url: 'https://www.example.in/property/a?b=1#c' };
    const link = new URL(chatLink(subject));
    expect(link.origin + link.pathname).toBe(company.messagingUrl);
    expect(link.searchParams.get('text')).toBe(
      `Hello ${company.name}, I am interested in Green Valley & Sons: https://www.example.in/property/a?b=1#c`,
    );
    expect(chatMessage(subject)).toBe(link.searchParams.get('text'));
    expect(chatLink(subject, 'https://chat.example/x?phone=1')).toMatch(
      /^https:\/\/chat\.example\/x\?phone=1&text=/,
    );
  });
});

function Listing({ name }: { name?: string }) {
  useChatAbout(name);
  return <p>listing</p>;
}

/** A layout with the chat button around the given pages, as the public layout has. */
function renderWithChat(pages: RouteObject[], path: string) {
  const layout = (
    <>
      <Outlet />
      <ChatButton />
    </>
  );
  const router = createMemoryRouter([{ path: '/', element: layout, children: pages }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useChatAbout and the chat button', () => {
  it('names the page while it is shown, and forgets it when it goes', async () => {
    window.history.replaceState(null, '', '/property/Green/1');
    const router = renderWithChat(
      [
        { path: 'property/:name/:id', element: <Listing name="  Green Valley Residency " /> },
        { path: 'loading', element: <Listing name={undefined} /> },
        { path: 'about', element: <p>about</p> },
      ],
      '/property/Green/1',
    );
    const chat = await screen.findByRole('link', { name: /about Green Valley Residency/ });
    expect(chat).toHaveAccessibleName(
      `Chat with ${company.name} about Green Valley Residency (opens in a new tab)`,
    );
    const text = new URL(chat.getAttribute('href')!).searchParams.get('text');
    expect(text).toBe(
      `Hello ${company.name}, I am interested in Green Valley Residency: ${window.location.href}`,
    );
    expect(text).toContain('/property/Green/1');

    await act(() => router.navigate('/about'));
    expect(
      screen.getByRole('link', { name: `Chat with ${company.name} (opens in a new tab)` }),
    ).toHaveAttribute('href', company.messagingUrl);

    // A page still loading has no name yet: the plain link.
    await act(() => router.navigate('/loading'));
    expect(screen.getByRole('link', { name: /^Chat with/ })).toHaveAttribute('href', company.messagingUrl);
  });

  it('keeps the one link when a listing names itself, changing its address in place', async () => {
    window.history.replaceState(null, '', '/property/Green/1');
    const router = renderWithChat(
      [
        { path: 'loading', element: <Listing name={undefined} /> },
        { path: 'property/:name/:id', element: <Listing name="Green Valley Residency" /> },
      ],
      '/loading',
    );
    const plain = await screen.findByRole('link', { name: `Chat with ${company.name} (opens in a new tab)` });
    plain.focus();
    await act(() => router.navigate('/property/Green/1'));
    const about = screen.getByRole('link', { name: /about Green Valley Residency/ });
    expect(about).toBe(plain);
    expect(about).toHaveFocus();
    expect(new URL(about.getAttribute('href')!).searchParams.get('text')).toContain('Green Valley Residency');
  });
});
