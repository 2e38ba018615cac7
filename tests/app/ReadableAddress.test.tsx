import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };

describe('an address with a malformed %-escape', () => {
  it.each([
    '/property/land-details/%E0%A4%A',
    '/property/%zz/1',
    '/property/Sai%20Heights/%E0%A4%A',
    '/about%zz',
  ])('%s shows the not-found page', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Page not found'));
  });
});
