import { Link } from 'react-router';
import { PencilIcon } from '@/components/actionIcons';
import { TrashButton } from './TrashButton';

export interface RowActionsProps {
  name: string;
  id: string;
  editTo: string;
  editState?: unknown;
  onDelete: () => void;
  disabled?: boolean;
}

export function NoId({ name }: { name: string }) {
  return (
    <span className="text-sm text-ink-muted" title={`${name} has no id, so it cannot be edited or deleted.`}>
      No id
    </span>
  );
}

export function RowActions({ name, id, editTo, editState, onDelete, disabled }: RowActionsProps) {
  if (!id.trim()) return <NoId name={name} />;
  return (
    <div className="flex items-center justify-end gap-2 md:flex-col md:items-stretch md:gap-1 2xl:flex-row 2xl:items-center">
      <Link
        to={editTo}
        state={editState}
        aria-label={`Edit ${name}`}
        className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <PencilIcon className="h-4 w-4" />
        Edit
      </Link>
      <TrashButton verb="Delete" what={name} onClick={onDelete} disabled={disabled} />
    </div>
  );
}
