import { Link } from 'react-router';
import { PencilIcon, TrashIcon } from '@/components/icons';

export interface RowActionsProps {
  /** The record's name: each button's accessible name includes it ("Edit Lotus Meadows"). */
  name: string;
  /** The record's id: without one there is nothing to edit or delete (NoId is shown instead). */
  id: string;
  editTo: string;
  /** Router state for the edit page (e.g. listReturnState, to come back to the same page). */
  editState?: unknown;
  onDelete: () => void;
  /** While any delete runs, no other can start. */
  disabled?: boolean;
}

/** What a record without an id shows instead of its Edit and Delete (the backend needs the id). */
export function NoId({ name }: { name: string }) {
  return (
    <span className="text-sm text-ink-muted" title={`${name} has no id, so it cannot be edited or deleted.`}>
      No id
    </span>
  );
}

/** The Edit link and Delete button of one row of a back-office list. */
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
      <button
        type="button"
        onClick={onDelete}
        disabled={disabled}
        aria-label={`Delete ${name}`}
        className="btn-danger-text"
      >
        <TrashIcon className="h-4 w-4" />
        Delete
      </button>
    </div>
  );
}
