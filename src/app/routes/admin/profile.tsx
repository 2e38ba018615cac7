import { ErrorState } from '@/components/StatusMessage';
import { Skeleton } from '@/components/Skeleton';
import { errorMessage } from '@/lib/errors';
import { useAdminSession } from '@/lib/useAdminSession';
import { titleMeta } from '@/lib/pageMeta';
import { adminQueries, useAdminProfile } from '@/features/auth/hooks';
import { listLoader } from '@/app/routeReads';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () => titleMeta('Profile');

/** Every administrator: the profile is looked up among them by _id. */
export const clientLoader = listLoader(adminQueries.all);

export default function ProfilePage() {
  const admin = useAdminSession();
  const profile = useAdminProfile(admin?._id);
  const record = profile.data;

  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="text-3xl">Profile</h1>
      <div className="card mt-6 p-6 sm:p-8">
        {profile.isPending ? (
          <div className="space-y-4" aria-busy="true">
            <span className="sr-only" role="status">
              Loading profile
            </span>
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        ) : profile.isError ? (
          <ErrorState message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />
        ) : record ? (
          <dl className="grid gap-6 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-medium text-ink-muted">Name</dt>
              <dd className="mt-1 text-lg font-semibold">{record.name || '—'}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-ink-muted">Location</dt>
              <dd className="mt-1 text-lg font-semibold">{record.address || '—'}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-ink-soft">Your administrator record was not found.</p>
        )}
      </div>
    </section>
  );
}
