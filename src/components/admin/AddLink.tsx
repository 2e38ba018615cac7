import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlusIcon } from '@/components/actionIcons';

export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="btn-primary">
      <PlusIcon className="h-4 w-4" />
      {children}
    </Link>
  );
}
