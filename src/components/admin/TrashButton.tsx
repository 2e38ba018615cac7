import type { ComponentProps } from 'react';
import { TrashIcon } from '@/components/actionIcons';

interface TrashButtonProps extends Pick<ComponentProps<'button'>, 'onClick' | 'disabled'> {
  verb: 'Delete' | 'Remove';
  /** The one thing it takes away, named after the verb for screen readers: `Delete Villa 2`. */
  what: string;
}

/** A row's or a list item's red text button: a table row's Delete, a form list's Remove. */
export function TrashButton({ verb, what, ...button }: TrashButtonProps) {
  return (
    <button type="button" {...button} aria-label={`${verb} ${what}`} className="btn-danger-text">
      <TrashIcon className="h-4 w-4" />
      {verb}
    </button>
  );
}
