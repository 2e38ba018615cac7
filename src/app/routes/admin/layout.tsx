import { AdminLayout } from '@/layouts/AdminLayout';
import { RequireAdmin } from '@/app/Guards';
import { RouteErrorPage } from '@/app/RouteErrorPage';

export default function AdminTree() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}

export const ErrorBoundary = RouteErrorPage;
