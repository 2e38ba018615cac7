import { DASHBOARD_TARGETS } from '@/config/constants';
import { BuildingIcon, LandIcon } from '@/components/listingIcons';
import { UserIcon } from '@/components/officeIcons';
import { useAdminSession } from '@/lib/useAdminSession';
import { titleMeta } from '@/lib/pageMeta';
import { CountCard } from '@/features/dashboard/admin/CountCard';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => titleMeta('Dashboard');

export default function DashboardPage() {
  const admin = useAdminSession();
  return (
    <section>
      <h1 className="text-3xl">Dashboard</h1>
      <p className="mt-1 text-ink-soft">Welcome back{admin?.name ? `, ${admin.name}` : ''}.</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        <CountCard
          label="Total Buildings"
          target={DASHBOARD_TARGETS.buildings}
          Icon={BuildingIcon}
          tone="bg-brand-50 text-brand-700"
        />
        <CountCard
          label="Total Lands"
          target={DASHBOARD_TARGETS.lands}
          Icon={LandIcon}
          tone="bg-accent-50 text-accent-600"
        />
        <CountCard
          label="Total Customers"
          target={DASHBOARD_TARGETS.customers}
          Icon={UserIcon}
          tone="bg-sand-dark text-ink"
        />
      </div>
      <div className="card mt-8 overflow-hidden">
        <video
          className="aspect-video w-full bg-ink object-cover"
          autoPlay
          loop
          muted
          playsInline
          preload="metadata"
          poster="/media/dashboard-poster.jpg"
          aria-label="A short film of our properties"
          width={1280}
          height={720}
        >
          <source src="/media/dashboard.webm" type="video/webm" />
          <source src="/media/dashboard.mp4" type="video/mp4" />
        </video>
      </div>
    </section>
  );
}
