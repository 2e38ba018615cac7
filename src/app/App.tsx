import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

export function App() {
  // Created with the app, not when this module loads: the router starts loading the first route
  // (and, for a route that reads, the backend) at once, so main.tsx must have set the backend up.
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
