import { AuthLayout } from '@/layouts/AuthLayout';
import { RedirectSignedIn } from '@/app/Guards';
import { RouteErrorPage } from '@/app/RouteErrorPage';

export default function AuthTree() {
  return (
    <RedirectSignedIn>
      <AuthLayout />
    </RedirectSignedIn>
  );
}

export const ErrorBoundary = RouteErrorPage;
