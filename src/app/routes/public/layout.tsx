import { PublicLayout } from '@/layouts/PublicLayout';
import { RedirectSignedIn } from '@/app/Guards';
import { RouteErrorPage } from '@/app/RouteErrorPage';

export default function PublicTree() {
  return (
    <RedirectSignedIn>
      <PublicLayout />
    </RedirectSignedIn>
  );
}

export const ErrorBoundary = RouteErrorPage;
