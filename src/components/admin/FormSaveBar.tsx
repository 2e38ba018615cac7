import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StickyFormActions } from './FormControls';

export interface FormSaveBarProps {
  /** The list the form was opened from. */
  cancelTo: string;
  saveLabel: string;
  disabled: boolean;
  /** A word about the whole form, before the buttons. */
  children?: ReactNode;
}

/** The foot of a record's form, kept in view as it scrolls: Cancel back to the list, and save. */
export function FormSaveBar({ cancelTo, saveLabel, disabled, children }: FormSaveBarProps) {
  return (
    <StickyFormActions>
      {children}
      <Link to={cancelTo} className="btn-ghost">
        Cancel
      </Link>
      <button type="submit" className="btn-primary" disabled={disabled}>
        {saveLabel}
      </button>
    </StickyFormActions>
  );
}
