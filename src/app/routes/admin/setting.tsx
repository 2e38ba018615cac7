import { titleMeta } from '@/lib/pageMeta';
import type { Route } from './+types/setting';

export const meta: Route.MetaFunction = () => titleMeta('Setting');

/** Placeholder text only, as the product asks. */
export default function SettingPage() {
  return (
    <section>
      <h1 className="text-3xl">Setting</h1>
      <p className="card mt-6 p-6 text-ink-soft">Settings will be available here soon.</p>
    </section>
  );
}
