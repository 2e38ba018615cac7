import { Outlet } from 'react-router';

/** Sign-in, register and recovery: a calm page of their own, outside the site's chrome. */
export function AuthLayout() {
  return (
    <main id="main" className="flex min-h-screen items-stretch bg-sand">
      <Outlet />
    </main>
  );
}
