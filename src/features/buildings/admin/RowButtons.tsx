import { PlusIcon, TrashIcon } from '@/components/icons';

/** "Add unit", "Add benefit" ...: appends an empty row to a repeatable list. */
export function AddRowButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="btn-outline px-3 py-1.5" onClick={onClick} disabled={disabled}>
      <PlusIcon className="h-4 w-4" />
      {label}
    </button>
  );
}

/** Removes one row; its accessible name says which ("Remove unit 2"). */
export function RemoveRowButton({
  what,
  onClick,
  disabled,
}: {
  /** e.g. "unit 2" */
  what: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={`Remove ${what}`}
      className="inline-flex items-center gap-1 rounded-lg px-2.5 py-2 text-sm font-semibold text-danger hover:bg-danger-soft disabled:cursor-not-allowed disabled:opacity-50"
    >
      <TrashIcon className="h-4 w-4" />
      Remove
    </button>
  );
}
