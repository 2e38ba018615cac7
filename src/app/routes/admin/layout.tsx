import { AdminLayout } from '../../../layouts/AdminLayout';
import { RequireAdmin } from '../../guards';
import { RouteErrorPage } from '../../RouteErrorPage';

export default function AdminTree() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}

export const ErrorBoundary = RouteErrorPage;
