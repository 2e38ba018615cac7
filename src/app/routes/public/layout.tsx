import { PublicLayout } from '../../../layouts/PublicLayout';
import { RedirectSignedIn } from '../../guards';
import { RouteErrorPage } from '../../RouteErrorPage';

export default function PublicTree() {
  return (
    <RedirectSignedIn>
      <PublicLayout />
    </RedirectSignedIn>
  );
}

export const ErrorBoundary = RouteErrorPage;
