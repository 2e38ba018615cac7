import { render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageMeta } from '@/app/PageMeta';
import { loadedMessages, loadPageMessages, PAGE_MESSAGES_META } from '@/lib/i18n/catalogue';

// A language no page uses, so its words are surely not loaded before the page is drawn.
const LANGUAGE = 'xx';

afterEach(() => {
  document.head.querySelector(`meta[name="${PAGE_MESSAGES_META}"]`)?.remove();
});

describe('PageMeta', () => {
  it('draws the page’s meta again when the words it is written in arrive after the page is shown', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <>
            <PageMeta />
            <p>Shown</p>
          </>
        ),
        meta: () => {
          const words = loadedMessages(LANGUAGE, 'shortlist');
          return words ? [{ title: words.title }] : [];
        },
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    await screen.findByText('Shown');
    expect(document.title).toBe('');

    const listed = document.createElement('meta');
    listed.name = PAGE_MESSAGES_META;
    listed.content = `${LANGUAGE}/shortlist=/src/lib/i18n/messages/en/shortlist.ts`;
    document.head.append(listed);
    await loadPageMessages();

    await waitFor(() => expect(document.title).toBe('Your Shortlist'));
  });
});
