import { Outlet } from 'react-router';

export function AuthLayout() {
  return (
    <main id="main" className="flex min-h-screen items-stretch bg-sand">
      <Outlet />
    </main>
  );
}
