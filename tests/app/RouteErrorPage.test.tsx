import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '@/app/RouteErrorPage';
import odiaFallback from '@/lib/i18n/messages/or/fallback.json';
import hindiFallback from '@/lib/i18n/messages/hi/fallback.json';

/** A page at `path` whose read throws `error`, under the error page. */
function failingPage(path: string, error: unknown) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => <p>never shown</p>,
      loader: () => {
        throw error;
      },
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: () => null,
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('the error page', () => {
  it('says what happened in English on an English page, with Reload and a way home', async () => {
    failingPage('/about', new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error stopped this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('asks for a reload after a new deployment renamed the files', async () => {
    failingPage('/about', new Error('Failed to fetch dynamically imported module: /assets/about-x.js'));
    expect(await screen.findByText('The site was updated. Please reload the page.')).toBeInTheDocument();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('speaks Odia on an Odia page and leads home in Odia', async () => {
    failingPage('/or/about', new Error('boom'));
    expect(await screen.findByRole('heading', { name: odiaFallback.errorTitle })).toBeInTheDocument();
    expect(screen.getByText(odiaFallback.errorText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: odiaFallback.reload })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: odiaFallback.goHome })).toHaveAttribute('href', '/or');
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it('speaks Hindi on a Hindi page', async () => {
    failingPage('/hi/contact', new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('heading', { name: hindiFallback.errorTitle })).toBeInTheDocument();
    expect(screen.getByText(hindiFallback.updatedText)).toBeInTheDocument();
  });
});
