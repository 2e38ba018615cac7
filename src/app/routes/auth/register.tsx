import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AuthCard } from '@/features/auth/components/AuthCard';

/** SPEC.md §2: a placeholder; accounts are created by the company, not here. */
export default function RegisterPage() {
  useDocumentTitle('Register');
  return (
    <AuthCard title="Register Page">
      <p className="text-ink-soft">Administrator accounts are created by the company.</p>
      <Link to={paths.dashboard} className="btn-primary mt-6 w-full py-3">
        Register
      </Link>
    </AuthCard>
  );
}
