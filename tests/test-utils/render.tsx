/**
 * Renders the real app (route table, route modules, layouts, providers) at a path, against the msw
 * demo backend, the way integration tests drive it: by role, label and text.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '@/app/queryClient';
import { login } from '@/features/auth/api';
import { DEMO_CREDENTIALS } from '@/features/auth/demoCredentials';
import { saveSession } from '@/lib/session';
import { routeTree } from './routeTree';

const defaults = queryClient.getDefaultOptions();

export function renderApp(path = '/') {
  // A fresh cache, with no retries: a failing answer shows its failure at once.
  queryClient.clear();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user, client: queryClient, location: () => router.state.location };
}

/** Signs in as the demo administrator through the real login call and stores the session. */
export async function signIn() {
  const answer = await login({ ...DEMO_CREDENTIALS });
  saveSession(answer.details, answer.token);
  return answer;
}
