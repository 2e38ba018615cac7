import { Link } from 'react-router-dom';
import { PencilIcon, TrashIcon } from '../icons';

export interface RowActionsProps {
  /** The record's name: each button's accessible name includes it ("Edit Lotus Meadows"). */
  name: string;
  editTo: string;
  /** Router state for the edit page (e.g. listReturnState, to come back to the same page). */
  editState?: unknown;
  onDelete: () => void;
  /** While any delete runs, no other can start. */
  disabled?: boolean;
}

/** The Edit link and Delete button of one row of a back-office list. */
export function RowActions({ name, editTo, editState, onDelete, disabled }: RowActionsProps) {
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
        className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-danger hover:bg-danger-soft disabled:cursor-not-allowed disabled:opacity-50"
      >
        <TrashIcon className="h-4 w-4" />
        Delete
      </button>
    </div>
  );
}
