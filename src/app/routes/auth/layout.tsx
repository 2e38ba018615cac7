import { AuthLayout } from '../../../layouts/AuthLayout';
import { RedirectSignedIn } from '../../guards';
import { RouteErrorPage } from '../../RouteErrorPage';

export default function AuthTree() {
  return (
    <RedirectSignedIn>
      <AuthLayout />
    </RedirectSignedIn>
  );
}

export const ErrorBoundary = RouteErrorPage;
