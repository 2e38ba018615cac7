import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { MenuIcon } from '@/components/icons';
import { NavigationProgress } from '@/components/NavigationProgress';
import { clearSession } from '@/lib/session';
import { useAdminSession } from '@/lib/useAdminSession';
import { AdminDrawer, AdminSidebar } from './admin/AdminSidebar';
import { AvatarMenu } from './admin/AvatarMenu';

export function AdminLayout() {
  const admin = useAdminSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = () => {
    clearSession();
    queryClient.clear();
    navigate(paths.home, { replace: true });
  };

  return (
    <div className="flex min-h-screen bg-sand">
      <NavigationProgress />
      <AdminSidebar />
      <AdminDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-ink/10 bg-white/95 px-4 backdrop-blur sm:px-6">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className="btn-ghost px-2.5 lg:hidden"
              aria-expanded={drawerOpen}
              aria-controls="admin-drawer"
              onClick={() => setDrawerOpen((value) => !value)}
            >
              <MenuIcon className="h-6 w-6" />
              <span className="sr-only">Toggle menu</span>
            </button>
            <p className="font-display text-xl font-semibold">Admin</p>
          </div>
          {admin ? <AvatarMenu admin={admin} onSignOut={signOut} /> : null}
        </header>
        <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
