/**
 * Renders the real app (routes, layouts, providers) at a path, against the msw demo backend, the
 * way integration tests drive it: by role, label and text.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { createQueryClient } from '../../src/app/queryClient';
import { routes } from '../../src/app/routes';
import { login } from '../../src/features/auth/api';
import { DEMO_CREDENTIALS } from '../../src/features/auth/demoCredentials';
import { saveSession } from '../../src/lib/session';

export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // No retries: a failing answer shows its failure at once.
  const client = createQueryClient({ retry: 0 });
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, client, location: () => router.state.location };
}

/** Signs in as the demo administrator through the real login call and stores the session. */
export async function signIn() {
  const answer = await login({ ...DEMO_CREDENTIALS });
  saveSession(answer.details, answer.token);
  return answer;
}
