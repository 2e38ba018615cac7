import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { titleMeta } from '@/lib/pageMeta';
import { AuthCard } from '@/features/auth/components/AuthCard';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () => titleMeta('Register');

/** A placeholder, as the product asks: accounts are created by the company, not here. */
export default function RegisterPage() {
  return (
    <AuthCard title="Register Page">
      <p className="text-ink-soft">Administrator accounts are created by the company.</p>
      <Link to={paths.dashboard} className="btn-primary mt-6 w-full py-3">
        Register
      </Link>
    </AuthCard>
  );
}
